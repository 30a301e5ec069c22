import { Button } from '@/components/ui/button.tsx';
import { Form, useZodForm } from '@/components/ui/form.tsx';
import { CheckboxField, EmailField, NewPasswordFields, TextField } from '@/components/ui/form-fields.tsx';
import { EMAIL_CONFIRMATION_REQUIRED, useAuth } from '@/lib/auth/auth-context.ts';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { t, tx } from '@/lib/i18n/i18n.ts';
import { registerForm } from '../lib/form-schemas.ts';

/** A legal page in a new tab: the dialog and what has been typed into it stay. */
function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={cn('rounded-sm text-accent underline underline-offset-2', focusRing)}
    >
      {children}
      <span className="sr-only"> {t('(opens in a new tab)')}</span>
    </a>
  );
}

type RegisterFormProps = {
  /** `email`: where the link went; `signedIn`: false when that link finishes the account (REGISTRATION_ANSWER=uniform). */
  onSuccess: (email: string, signedIn: boolean) => void;
  onError: (error: unknown) => void;
  /** The 18+ box was left unticked: an alert besides the field's own message (docs/product.md#accounts). */
  onAgeNotConfirmed: () => void;
  onLogin: () => void;
};

export function RegisterForm({ onSuccess, onError, onAgeNotConfirmed, onLogin }: RegisterFormProps) {
  const { register } = useAuth();
  const form = useZodForm(registerForm, {
    defaultValues: { name: '', email: '', password: '', ageConfirmed: false },
  });
  const busy = form.formState.isSubmitting;

  return (
    <Form
      form={form}
      onSubmit={async (account) => {
        const answer = await register(account);
        if (answer === EMAIL_CONFIRMATION_REQUIRED) onSuccess(account.email, false);
        else onSuccess(answer.email, true);
      }}
      onSubmitError={onError}
      onInvalid={(errors) => {
        if (errors.ageConfirmed) onAgeNotConfirmed();
      }}
      className="flex flex-col gap-4"
    >
      <TextField
        control={form.control}
        name="name"
        label={t('Name')}
        autoFocus
        autoComplete="name"
        required
        maxLength={80}
        placeholder={t('Your name')}
      />
      <EmailField control={form.control} name="email" />
      <NewPasswordFields control={form.control} name="password" label={t('Password')} />
      <CheckboxField control={form.control} name="ageConfirmed">
        {tx('I confirm that I am {age} and agree to view adult content.', {
          age: <strong className="text-fg">{t('18 years or older')}</strong>,
        })}
      </CheckboxField>
      <p className="text-caption text-fg-muted">
        {tx('By creating an account, you agree to the {terms} and acknowledge the {privacy}.', {
          terms: <LegalLink href={paths.terms.getHref()}>{t('Terms of Service')}</LegalLink>,
          privacy: <LegalLink href={paths.privacy.getHref()}>{t('Privacy Policy')}</LegalLink>,
        })}
      </p>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? t('Creating account…') : t('Create Account')}
      </Button>
      <p className="text-center text-sm text-fg-muted">
        {tx('Already have an account? {link}', {
          link: (
            <Button variant="link" className="text-sm" onClick={onLogin}>
              {t('Sign in')}
            </Button>
          ),
        })}
      </p>
    </Form>
  );
}
