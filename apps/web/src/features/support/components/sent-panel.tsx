import { CheckCircle2 } from 'lucide-react';
import { SUPPORT_RESPONSE_HOURS } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { t, tx } from '@/lib/i18n/i18n.ts';

/** Shown once the message has reached the support inbox. */
export function SentPanel({
  name,
  email,
  onAnother,
  onClose,
}: {
  name: string;
  email: string;
  onAnother: () => void;
  onClose: () => void;
}) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success"
      >
        <CheckCircle2 className="size-7" />
      </span>
      <h3 className="text-heading font-semibold">{t('Message Sent')}</h3>
      <p className="max-w-sm text-sm text-fg-muted">
        {tx(
          'Thanks, {name}. Your message has reached our support team; we will reply to {email} within {hours, plural, one {# hour} other {# hours}}.',
          {
            name,
            email: <span className="font-medium break-all text-fg">{email}</span>,
            hours: SUPPORT_RESPONSE_HOURS,
          },
        )}
      </p>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" onClick={onAnother}>
          {t('Send another message')}
        </Button>
        <Button onClick={onClose}>{t('Close')}</Button>
      </div>
    </div>
  );
}
