import { LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT_RESPONSE_HOURS } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger,
} from '@/components/ui/dialog.tsx';

/** The support entry point; the contact form and FAQ tabs arrive with the support feature. */
export function SupportDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <div aria-hidden="true" className="mb-2 flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent">
            <LifeBuoy className="size-5" />
          </div>
          <DialogTitle>Contact Support</DialogTitle>
          <DialogDescription>
            The contact form and FAQ will be available here soon. Once it is open, we aim to answer within{' '}
            {SUPPORT_RESPONSE_HOURS} hours.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
