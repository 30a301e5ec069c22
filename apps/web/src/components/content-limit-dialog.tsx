import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { UNVERIFIED_VIEW_LIMIT } from '@packdex/shared/constants';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { DialogFooter, TitledDialog } from '@/components/ui/dialog.tsx';
import { paths } from '@/config/paths.ts';
import { t } from '@/lib/i18n/i18n.ts';

type ContentLimitDialogProps = {
  open: boolean;
  /** Closing by any means (button, Escape, outside click); the content page then goes home. */
  onClose: () => void;
};

/** An unverified account has opened its 3 distinct items; verifying unlocks the rest (docs/product.md#unverified-accounts). */
export function ContentLimitDialog({ open, onClose }: ContentLimitDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      icon={<MailCheck />}
      tone="warning"
      title={t('Content Limit Reached')}
      description={t(
        'Accounts with an unverified email can open {limit, plural, one {# different content item} other {# different content items}}. Verify your email address to unlock unlimited content, comments and likes.',
        { limit: UNVERIFIED_VIEW_LIMIT },
      )}
      className="max-w-md"
      hideClose
    >
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {t('Close')}
        </Button>
        <Link to={paths.resendVerification.getHref()} className={buttonClasses()}>
          {t('Resend Verification Email')}
        </Link>
      </DialogFooter>
    </TitledDialog>
  );
}
