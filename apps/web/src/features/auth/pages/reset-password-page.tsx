import { CheckCircle2, KeyRound, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_DELAY_MS } from '@packdex/shared/constants';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { NewPasswordFields } from '@/components/ui/form-fields.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth, useAuthDialog } from '@/lib/auth/auth-context.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { StatusCard } from '../components/status-card.tsx';
import { resetPasswordForm } from '../lib/form-schemas.ts';

type Status = 'form' | 'success' | 'error';

/** /reset-password?token=…: sets a new password from the mailed link, then goes home after 3 s. */
export function ResetPasswordPage() {
  useDocumentTitle(t('Reset Password'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { resetPassword } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('form');
  const form = useZodForm(resetPasswordForm, { defaultValues: { password: '', confirm: '' } });
  const busy = form.formState.isSubmitting;

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => void navigate(paths.home.getHref()), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const submit = async ({ password }: { password: string }) => {
    if (!token) return;
    try {
      await resetPassword(token, password);
      setStatus('success');
    } catch {
      setStatus('error');
    }
  };

  const home = (
    <Link to={paths.home.getHref()} className={buttonClasses('ghost', 'md', 'w-full')}>
      {t('Back to Home')}
    </Link>
  );

  if (!token || status === 'error') {
    return (
      <StatusCard
        live
        tone="danger"
        icon={<XCircle />}
        title={t('Password Reset Failed')}
        actions={
          <>
            <Button size="lg" className="w-full" onClick={() => openAuthDialog('forgot-password')}>
              {t('Request a New Link')}
            </Button>
            {home}
          </>
        }
      >
        <p role="alert">
          {token ? t('Failed to reset password. The token may have expired.') : t('Invalid or missing reset token')}
        </p>
      </StatusCard>
    );
  }

  if (status === 'success') {
    return (
      <StatusCard
        live
        tone="success"
        icon={<CheckCircle2 />}
        title={t('Password Reset')}
        actions={
          <>
            <Button size="lg" className="w-full" onClick={() => openAuthDialog('login')}>
              {t('Sign In')}
            </Button>
            {home}
          </>
        }
      >
        <p>
          {t('Your password has been updated and every signed-in session was ended. Sign in with your new password.')}
        </p>
        <p className="text-caption text-fg-subtle">
          {t('Taking you to the home page in {seconds, plural, one {# second} other {# seconds}}…', {
            seconds: REDIRECT_DELAY_MS / 1000,
          })}
        </p>
      </StatusCard>
    );
  }

  return (
    <StatusCard icon={<KeyRound />} title={t('Set a New Password')}>
      <p>{t('Choose a new password for your account.')}</p>
      <Form form={form} onSubmit={submit} className="flex flex-col gap-4 text-left">
        <NewPasswordFields
          control={form.control}
          name="password"
          confirm={{ name: 'confirm', label: t('Confirm Password') }}
        />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? t('Resetting…') : t('Reset Password')}
        </Button>
      </Form>
    </StatusCard>
  );
}
