import { Mail, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { emailBody } from '@packdex/shared/schemas';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { EmailField } from '@/components/ui/form-fields.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { AuthError, apiErrorMessage } from '@/lib/auth/error-message.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { t, tx } from '@/lib/i18n/i18n.ts';
import { StatusCard } from '../components/status-card.tsx';

/** /resend-verification: sends the verification mail again to an address (prefilled from the user). */
export function ResendVerificationPage() {
  useDocumentTitle(t('Resend Verification Email'));
  const { user, resendVerification } = useAuth();
  const form = useZodForm(emailBody, { defaultValues: { email: user?.email ?? '' } });
  const busy = form.formState.isSubmitting;
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setFailure(null);
    try {
      await resendVerification(email);
      setSentTo(email);
    } catch (error) {
      // The page's own text first; the server's reason (a rate limit, say) after it when it gave one.
      const detail = apiErrorMessage(error instanceof AuthError ? error.cause : error, '');
      setFailure(
        detail
          ? t('Error resending verification email: {detail}', { detail })
          : t('Error resending verification email'),
      );
    }
  };

  if (sentTo) {
    return (
      <StatusCard
        live
        tone="success"
        icon={<MailCheck />}
        title={t('Email Sent')}
        actions={
          <>
            <Link to={paths.home.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
              {t('Back to Home')}
            </Link>
            <Button variant="ghost" onClick={() => setSentTo(null)} className="w-full">
              {t('Use a different address')}
            </Button>
          </>
        }
      >
        <p>
          {tx(
            'If {email} belongs to an account that is not verified yet, a new verification link is on its way. It can take a minute to arrive, so check your spam folder too.',
            { email: <strong className="wrap-anywhere text-fg">{sentTo}</strong> },
          )}
        </p>
      </StatusCard>
    );
  }

  return (
    <StatusCard icon={<Mail />} title={t('Resend Verification Email')}>
      <p>{t('Enter the address you registered with and we will send you a new verification link.')}</p>
      <Form form={form} onSubmit={submit} className="flex flex-col gap-4 text-left">
        <EmailField control={form.control} name="email" />
        <FormError message={failure} />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? t('Sending...') : t('Resend Email')}
        </Button>
      </Form>
    </StatusCard>
  );
}
