import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { UNVERIFIED_VIEW_LIMIT } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { paths } from '@/config/paths.ts';

export type ContentLimitDialogProps = {
  open: boolean;
  /** Closing by any means (button, Escape, outside click); the content page then goes home. */
  onClose: () => void;
};

/** An unverified account has opened its 3 distinct items; verifying unlocks the rest (docs/product.md#unverified-accounts). */
export function ContentLimitDialog({ open, onClose }: ContentLimitDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent className="max-w-md" hideClose>
        <DialogHeader>
          <div
            aria-hidden="true"
            className="mb-2 flex size-11 items-center justify-center rounded-full bg-warning/15 text-warning"
          >
            <MailCheck className="size-5" />
          </div>
          <DialogTitle>Content Limit Reached</DialogTitle>
          <DialogDescription>
            Accounts with an unverified email can open {UNVERIFIED_VIEW_LIMIT} different content items. Verify your
            email address to unlock unlimited content, comments and likes.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button asChild>
            <Link to={paths.resendVerification.getHref()}>Resend Verification Email</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
