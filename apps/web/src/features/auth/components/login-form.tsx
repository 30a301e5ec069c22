import { useState } from 'react';
import { useBusyAction } from '../hooks/use-busy-action.ts';
import type { FormEvent } from 'react';
import type { User } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { FormField } from '@/components/ui/form-field.tsx';

export type LoginFormProps = {
  onSuccess: (user: User) => void;
  onError: (error: unknown) => void;
  onForgotPassword: () => void;
  onRegister: () => void;
};

export function LoginForm({ onSuccess, onError, onForgotPassword, onRegister }: LoginFormProps) {
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, run } = useBusyAction(onError);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await run(async () => onSuccess(await login({ email, password })));
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <FormField id="login-email" label="Email">
        <Input
          id="login-email"
          autoFocus
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
        />
      </FormField>
      <FormField id="login-password" label="Password">
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <div className="-mt-1 flex justify-end">
        <Button variant="link" className="text-sm" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-fg-muted">
        Don&apos;t have an account?{' '}
        <Button variant="link" className="text-sm" onClick={onRegister}>
          Create one
        </Button>
      </p>
    </form>
  );
}
