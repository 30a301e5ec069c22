import { Loader2, Send } from 'lucide-react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import type { FieldBaseProps } from '@/components/ui/form.tsx';
import { TextField } from '@/components/ui/form-fields.tsx';
import { t } from '@/lib/i18n/i18n.ts';

type SignAndSendProps<T extends FieldValues & { signature: string }> = {
  control: FieldBaseProps<T, FieldPath<T>>['control'];
  signatureLabel: string;
  /** Why the last send failed, shown above the button. */
  failure: string | null;
  sending: boolean;
  sendLabel: string;
};

/** The end of a DMCA notice or counter-notice: the typed signature, the last failure, and Send. */
export function SignAndSend<T extends FieldValues & { signature: string }>({
  control,
  signatureLabel,
  failure,
  sending,
  sendLabel,
}: SignAndSendProps<T>) {
  return (
    <>
      <TextField control={control} name={'signature' as FieldPath<T>} label={signatureLabel} maxLength={200} />
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={sending} className="self-start">
        {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {sending ? t('Sending…') : sendLabel}
      </Button>
    </>
  );
}
