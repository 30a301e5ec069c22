import { serverMessage } from '@/lib/i18n/i18n.ts';

/** A form-level error (a failed call, say), announced when it appears. Field errors live in form.tsx. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger/30 bg-danger/10 px-3 py-2 text-sm text-danger">
      {serverMessage(message)}
    </p>
  );
}
