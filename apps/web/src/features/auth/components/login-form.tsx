import { useState } from 'react';
import { loginBody } from '@packdex/shared/schemas';
import type { User } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { EmailField, PasswordField, TextField } from '@/components/ui/form-fields.tsx';
import { TWO_FACTOR_REQUIRED, useAuth } from '@/lib/auth/auth-context.ts';
import { t, tx } from '@/lib/i18n/i18n.ts';

type LoginFormProps = {
  onSuccess: (user: User) => void;
  onError: (error: unknown) => void;
  onForgotPassword: () => void;
  onRegister: () => void;
};

export function LoginForm({ onSuccess, onError, onForgotPassword, onRegister }: LoginFormProps) {
  const { login } = useAuth();
  const form = useZodForm(loginBody, { defaultValues: { email: '', password: '' } });
  const busy = form.formState.isSubmitting;
  // The password was right and the account has two-factor sign-in on: the form asks for a code too.
  const [codeNeeded, setCodeNeeded] = useState(false);

  return (
    <Form
      form={form}
      onSubmit={async (credentials) => {
        const answer = await login(credentials);
        if (answer === TWO_FACTOR_REQUIRED) setCodeNeeded(true);
        else onSuccess(answer);
      }}
      onSubmitError={onError}
      className="flex flex-col gap-4"
    >
      <EmailField control={form.control} name="email" autoFocus />
      <PasswordField
        control={form.control}
        name="password"
        label={t('Password')}
        autoComplete="current-password"
        required
      />
      {codeNeeded && (
        <TextField
          control={form.control}
          name="code"
          label={t('Two-factor code')}
          hint={t('The 6-digit code from your authenticator app, or one of your backup codes.')}
          autoComplete="one-time-code"
          autoFocus
          required
        />
      )}
      <div className="-mt-1 flex justify-end">
        <Button variant="link" className="text-sm" onClick={onForgotPassword}>
          {t('Forgot password?')}
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? t('Signing in…') : t('Sign In')}
      </Button>
      <p className="text-center text-sm text-fg-muted">
        {tx("Don't have an account? {link}", {
          link: (
            <Button variant="link" className="text-sm" onClick={onRegister}>
              {t('Create one')}
            </Button>
          ),
        })}
      </p>
    </Form>
  );
}
