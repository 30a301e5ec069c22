import { Mail, MailCheck } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { emailBody } from '@packdex/shared/schemas';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { AuthError, apiErrorMessage } from '@/lib/auth/error-message.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { FormError, FormField } from '@/components/ui/form-field.tsx';
import { StatusCard } from '../components/status-card.tsx';

/** /resend-verification: sends the verification mail again to an address (prefilled from the user). */
export function ResendVerificationPage() {
  useDocumentTitle('Resend Verification Email');
  const { user, resendVerification } = useAuth();
  const [email, setEmail] = useState(user?.email ?? '');
  const [problem, setProblem] = useState<{ message: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailBody.safeParse({ email });
    if (!parsed.success) {
      setProblem({ message: parsed.error.issues[0]?.message ?? 'Please enter a valid email address' });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await resendVerification(parsed.data.email);
      setSentTo(parsed.data.email);
    } catch (error) {
      // The page's own text first; the server's reason (a rate limit, say) after it when it gave one.
      const detail = apiErrorMessage(error instanceof AuthError ? error.cause : error, '');
      setProblem({ message: 'Error resending verification email', detail: detail || undefined });
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <StatusCard
        live
        tone="success"
        icon={<MailCheck />}
        title="Email Sent"
        actions={
          <>
            <Link to={paths.home.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
              Back to Home
            </Link>
            <Button variant="ghost" onClick={() => setSentTo(null)} className="w-full">
              Use a different address
            </Button>
          </>
        }
      >
        <p>
          If <strong className="wrap-anywhere text-fg">{sentTo}</strong> belongs to an account that is not verified yet,
          a new verification link is on its way. It can take a minute to arrive, so check your spam folder too.
        </p>
      </StatusCard>
    );
  }

  return (
    <StatusCard icon={<Mail />} title="Resend Verification Email">
      <p>Enter the address you registered with and we will send you a new verification link.</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4 text-left">
        <FormField id="resend-email" label="Email">
          <Input
            id="resend-email"
            type="email"
            autoComplete="email"
            required
            invalid={problem !== null && !problem.detail}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@example.com"
          />
        </FormField>
        <FormError message={problem ? [problem.message, problem.detail].filter(Boolean).join(': ') : null} />
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? 'Sending...' : 'Resend Email'}
        </Button>
      </form>
    </StatusCard>
  );
}
