import { CheckCircle2 } from 'lucide-react';
import { SUPPORT_RESPONSE_HOURS } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';

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
      <h3 className="text-heading font-semibold">Message Sent</h3>
      <p className="max-w-sm text-sm text-fg-muted">
        Thanks, {name}. Your message has reached our support team; we will reply to{' '}
        <span className="font-medium break-all text-fg">{email}</span> within {SUPPORT_RESPONSE_HOURS} hours.
      </p>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" onClick={onAnother}>
          Send another message
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </div>
  );
}
