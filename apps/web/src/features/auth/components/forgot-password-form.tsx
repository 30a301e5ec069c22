import { useState } from 'react';
import { useBusyAction } from '../hooks/use-busy-action.ts';
import type { FormEvent } from 'react';
import { emailBody } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { FormError, FormField } from '@/components/ui/form-field.tsx';

export type ForgotPasswordFormProps = {
  onSent: (email: string) => void;
  onError: (error: unknown) => void;
  onLogin: () => void;
};

export function ForgotPasswordForm({ onSent, onError, onLogin }: ForgotPasswordFormProps) {
  const { forgotPassword } = useAuth();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, run } = useBusyAction(onError);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailBody.safeParse({ email });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      return;
    }
    setInvalid(null);
    await run(async () => {
      await forgotPassword(parsed.data.email);
      onSent(parsed.data.email);
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <FormField id="forgot-email" label="Email">
        <Input
          id="forgot-email"
          autoFocus
          type="email"
          autoComplete="email"
          required
          invalid={invalid !== null}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
        />
      </FormField>
      <FormError message={invalid} />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button variant="ghost" onClick={onLogin} className="w-full">
        Back to Sign In
      </Button>
    </form>
  );
}
