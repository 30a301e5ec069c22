import { Button } from './button.tsx';
import type { ButtonVariant } from './button.tsx';
import { t } from '@/lib/i18n/i18n.ts';

type FormActionsProps = {
  onCancel: () => void;
  /** The call is running: both buttons wait and the submit button says so. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  variant?: ButtonVariant;
  /** The submit button waits for something besides the call (a confirmation typed, say). */
  disabled?: boolean;
};

/** Cancel and submit at the end of a form: side by side on the right, stacked (submit first) on phones. */
export function FormActions({
  onCancel,
  busy,
  submitLabel,
  busyLabel,
  variant = 'primary',
  disabled = false,
}: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {t('Cancel')}
      </Button>
      <Button type="submit" variant={variant} disabled={busy || disabled}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
