import { useState } from 'react';
import { useBusyAction } from '../hooks/use-busy-action.ts';
import type { FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@packdex/shared/constants';
import { registerBody } from '@packdex/shared/schemas';
import type { User } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { FormError, FormField } from '@/components/ui/form-field.tsx';

export type RegisterFormProps = {
  onSuccess: (user: User) => void;
  onError: (error: unknown) => void;
  /** The 18+ box was left unticked (an alert, not a field error: docs/product.md#accounts). */
  onAgeNotConfirmed: () => void;
  onLogin: () => void;
};

export function RegisterForm({ onSuccess, onError, onAgeNotConfirmed, onLogin }: RegisterFormProps) {
  const { register } = useAuth();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, run } = useBusyAction(onError);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setInvalid(null);
    if (!ageConfirmed) {
      onAgeNotConfirmed();
      return;
    }
    // The browser checked required/email/minLength; the shared schema catches the rest (a blank name).
    const parsed = registerBody.safeParse({ name, email, password, ageConfirmed });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Please check the form.');
      return;
    }
    await run(async () => onSuccess(await register(parsed.data)));
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <FormField id="register-name" label="Name">
        <Input
          id="register-name"
          autoFocus
          autoComplete="name"
          required
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="Your name"
        />
      </FormField>
      <FormField id="register-email" label="Email">
        <Input
          id="register-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@example.com"
        />
      </FormField>
      <FormField id="register-password" label="Password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        <PasswordInput
          id="register-password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby="register-password-hint"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <label
        htmlFor="register-age"
        className="flex cursor-pointer items-start gap-3 rounded-lg border border-line-strong bg-surface-2/50 p-3 text-sm"
      >
        <input
          id="register-age"
          type="checkbox"
          checked={ageConfirmed}
          onChange={(e) => setAgeConfirmed(e.target.checked)}
          className={cn('mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-accent', focusRing)}
        />
        <span className="text-fg-muted">
          I confirm that I am <strong className="text-fg">18 years or older</strong> and agree to view adult content.
        </span>
      </label>
      <FormError message={invalid} />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-fg-muted">
        Already have an account?{' '}
        <Button variant="link" className="text-sm" onClick={onLogin}>
          Sign in
        </Button>
      </p>
    </form>
  );
}
