import { emailBody } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { EmailField } from '@/components/ui/form-fields.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';

type ForgotPasswordFormProps = {
  onSent: (email: string) => void;
  onError: (error: unknown) => void;
  onLogin: () => void;
};

export function ForgotPasswordForm({ onSent, onError, onLogin }: ForgotPasswordFormProps) {
  const { forgotPassword } = useAuth();
  const form = useZodForm(emailBody, { defaultValues: { email: '' } });
  const busy = form.formState.isSubmitting;

  return (
    <Form
      form={form}
      onSubmit={async ({ email }) => {
        await forgotPassword(email);
        onSent(email);
      }}
      onSubmitError={onError}
      className="flex flex-col gap-4"
    >
      <EmailField control={form.control} name="email" autoFocus />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? t('Sending…') : t('Send Reset Link')}
      </Button>
      <Button variant="ghost" onClick={onLogin} className="w-full">
        {t('Back to Sign In')}
      </Button>
    </Form>
  );
}
