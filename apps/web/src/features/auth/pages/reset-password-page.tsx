import { CheckCircle2, KeyRound, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, REDIRECT_DELAY_MS } from '@packdex/shared/constants';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth, useAuthDialog } from '@/lib/auth/auth-context.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { FormError, FormField } from '@/components/ui/form-field.tsx';
import { StatusCard } from '../components/status-card.tsx';

type Status = 'form' | 'success' | 'error';

/** /reset-password?token=…: sets a new password from the mailed link, then goes home after 3 s. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { resetPassword } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('form');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => void navigate(paths.home.getHref()), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    if (password !== confirm) return setInvalid('Passwords do not match');
    if (password.length < PASSWORD_MIN_LENGTH) return setInvalid('Password must be at least 6 characters long');
    setInvalid(null);
    setBusy(true);
    try {
      await resetPassword(token, password);
      setStatus('success');
    } catch {
      setStatus('error');
    } finally {
      setBusy(false);
    }
  };

  const home = (
    <Link to={paths.home.getHref()} className={buttonClasses('ghost', 'md', 'w-full')}>
      Back to Home
    </Link>
  );

  if (!token || status === 'error') {
    return (
      <StatusCard
        live
        tone="danger"
        icon={<XCircle />}
        title="Password Reset Failed"
        actions={
          <>
            <Button size="lg" className="w-full" onClick={() => openAuthDialog('forgot-password')}>
              Request a New Link
            </Button>
            {home}
          </>
        }
      >
        <p role="alert">
          {token ? 'Failed to reset password. The token may have expired.' : 'Invalid or missing reset token'}
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
        title="Password Reset"
        actions={
          <>
            <Button size="lg" className="w-full" onClick={() => openAuthDialog('login')}>
              Sign In
            </Button>
            {home}
          </>
        }
      >
        <p>Your password has been updated and every signed-in session was ended. Sign in with your new password.</p>
        <p className="text-caption text-fg-subtle">
          Taking you to the home page in {REDIRECT_DELAY_MS / 1000} seconds…
        </p>
      </StatusCard>
    );
  }

  return (
    <StatusCard icon={<KeyRound />} title="Set a New Password">
      <p>Choose a new password for your account.</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4 text-left">
        <FormField id="reset-password" label="New Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            required
            aria-describedby="reset-password-hint"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <FormField id="reset-confirm" label="Confirm Password">
          <PasswordInput
            id="reset-confirm"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </FormField>
        <FormError message={invalid} />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </StatusCard>
  );
}
