import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle,
} from '@/components/ui/dialog.tsx';

export type SignInDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The sign-in entry point. The login, register and password-reset forms arrive with the auth feature. */
export function SignInDialog({ open, onOpenChange }: SignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <div aria-hidden="true" className="mb-2 flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent">
            <LogIn className="size-5" />
          </div>
          <DialogTitle>Sign In</DialogTitle>
          <DialogDescription>
            Signing in and creating an account are not available yet. You can keep browsing without an account.
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
