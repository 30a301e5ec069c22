import { CheckCircle2, KeyRound, LogIn, MailCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { useAlert } from '@/components/ui/use-alert.ts';
import { useAuthDialog } from '@/lib/auth/auth-context.ts';
import type { AuthDialogMode } from '@/lib/auth/auth-context.ts';
import { errorText } from '@/lib/auth/error-message.ts';
import { cn } from '@/lib/cn.ts';
import { t, tx } from '@/lib/i18n/i18n.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

type View = AuthDialogMode | 'account-created';

type HeadingProps = { icon: ReactNode; title: string; children: ReactNode; tone?: 'accent' | 'success' };

function Heading({ icon, title, children, tone = 'accent' }: HeadingProps) {
  return (
    <DialogHeader className="items-center pr-0 text-center">
      <div
        aria-hidden="true"
        className={cn(
          'mb-1 flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
          tone === 'success' ? 'bg-success/15 text-success' : 'bg-accent-soft text-accent',
        )}
      >
        {icon}
      </div>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{children}</DialogDescription>
    </DialogHeader>
  );
}

/**
 * The auth dialog (docs/product.md#dialogs): login, register, forgot-password and email-sent modes, and the
 * account-created panel after a registration. Opened from anywhere with `useAuthDialog()`.
 */
export function AuthDialog() {
  const { open, mode, closeAuthDialog, setAuthDialogMode } = useAuthDialog();
  const { showAlert, alertProps } = useAlert();
  // The address the last mail went to, and whether the account-created panel replaces the mode.
  const [sentTo, setSentTo] = useState('');
  // The account-created panel: signed in at once, or (REGISTRATION_ANSWER=uniform) after the mailed link.
  const [created, setCreated] = useState<false | 'signed-in' | 'pending'>(false);
  const view: View = created ? 'account-created' : mode;

  const close = () => {
    closeAuthDialog();
    setCreated(false);
  };
  const failed = (error: unknown) =>
    showAlert({
      type: 'error',
      title: t('Authentication Error'),
      message: errorText(error, t('An unexpected error occurred')),
    });

  let body: ReactNode;
  switch (view) {
    case 'login':
      body = (
        <>
          <Heading icon={<LogIn />} title={t('Welcome Back')}>
            {t('Sign in to like, comment and manage your account.')}
          </Heading>
          <LoginForm
            onSuccess={(user) => {
              close();
              showAlert({
                type: 'success',
                title: t('Welcome back!'),
                message: t('You are signed in as {name}.', { name: user.name }),
              });
            }}
            onError={failed}
            onForgotPassword={() => setAuthDialogMode('forgot-password')}
            onRegister={() => setAuthDialogMode('register')}
          />
        </>
      );
      break;
    case 'register':
      body = (
        <>
          <Heading icon={<UserPlus />} title={t('Create Account')}>
            {t('Join to like and comment on content. Adults (18+) only.')}
          </Heading>
          <RegisterForm
            onSuccess={(email, signedIn) => {
              setSentTo(email);
              setCreated(signedIn ? 'signed-in' : 'pending');
            }}
            onError={failed}
            onAgeNotConfirmed={() =>
              showAlert({
                type: 'warning',
                title: t('Age Confirmation Required'),
                message: t('You must confirm that you are 18 years or older to create an account.'),
              })
            }
            onLogin={() => setAuthDialogMode('login')}
          />
        </>
      );
      break;
    case 'forgot-password':
      body = (
        <>
          <Heading icon={<KeyRound />} title={t('Forgot Password')}>
            {t("Enter your account email and we'll send you a link to set a new password.")}
          </Heading>
          <ForgotPasswordForm
            onSent={(email) => {
              setSentTo(email);
              setAuthDialogMode('email-sent');
            }}
            onError={failed}
            onLogin={() => setAuthDialogMode('login')}
          />
        </>
      );
      break;
    case 'email-sent':
      body = (
        <>
          <Heading icon={<MailCheck />} title={t('Check Your Email')} tone="success">
            {tx(
              'If an account exists for {email}, a link to reset your password is on its way. It can take a minute to arrive; check your spam folder too.',
              { email: <strong className="wrap-anywhere text-fg">{sentTo}</strong> },
            )}
          </Heading>
          <Button size="lg" className="w-full" onClick={() => setAuthDialogMode('login')}>
            {t('Back to Sign In')}
          </Button>
        </>
      );
      break;
    case 'account-created':
      body = (
        <>
          {created === 'pending' ? (
            <Heading icon={<MailCheck />} title={t('Check Your Email')} tone="success">
              {tx(
                'Open the link we sent to {email} to finish creating your account. It can take a minute to arrive; check your spam folder too.',
                { email: <strong className="wrap-anywhere text-fg">{sentTo}</strong> },
              )}
            </Heading>
          ) : (
            <Heading icon={<CheckCircle2 />} title={t('Account Created!')} tone="success">
              {tx(
                'Check your inbox: we sent a verification link to {email}. Open it to verify your email and unlock unlimited content, premium, comments and likes.',
                { email: <strong className="wrap-anywhere text-fg">{sentTo}</strong> },
              )}
            </Heading>
          )}
          <Button size="lg" className="w-full" onClick={close}>
            {t('Start Browsing')}
          </Button>
        </>
      );
      break;
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
      >
        <DialogContent className="max-w-md" data-testid="auth-dialog" data-mode={view}>
          {body}
        </DialogContent>
      </Dialog>
      <AlertDialog {...alertProps} />
    </>
  );
}
