import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { PacksLeft } from '@/components/packs-left.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useContentAllowance } from '@/lib/auth/content-allowance.ts';
import { AuthError, apiErrorMessage } from '@/lib/auth/error-message.ts';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';

type Outcome = { ok: boolean; text: string } | null;

/**
 * Above every page of a signed-in account whose e-mail is not verified: why to verify, how many packs
 * it may still open (docs/product.md#unverified-accounts, counted by the server, shown before the
 * limit is reached) and a button that mails the verification link again, saying whether that worked
 * (a rate limit, say).
 */
export function VerifyEmailBanner() {
  const { user, resendVerification } = useAuth();
  const allowance = useContentAllowance(user);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!user || user.isVerified) return null;

  const resend = async () => {
    setSending(true);
    setOutcome(null);
    try {
      await resendVerification(user.email);
      setOutcome({ ok: true, text: t('A new verification link is on its way to {email}.', { email: user.email }) });
    } catch (error) {
      // The banner's own text first; the server's reason (a rate limit, say) after it when it gave one.
      const detail = apiErrorMessage(error instanceof AuthError ? error.cause : error, '');
      setOutcome({
        ok: false,
        text: detail
          ? t('Error resending verification email: {detail}', { detail })
          : t('Error resending verification email'),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-label={t('Email verification')} className="border-b border-warning/30 bg-warning/10">
      <div className="page-container flex flex-col gap-2 py-3 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
        <p className="flex min-w-0 flex-1 items-start gap-2 text-fg sm:items-center">
          <MailWarning className="mt-0.5 size-4 shrink-0 text-warning sm:mt-0" aria-hidden="true" />
          <span>{t('Verify your email address to unlock unlimited packs, comments and likes.')}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {allowance && <PacksLeft allowance={allowance} />}
          <Button size="sm" variant="secondary" onClick={() => void resend()} disabled={sending}>
            {sending ? t('Sending...') : t('Resend Email')}
          </Button>
        </div>
        <p
          role="status"
          className={cn(
            'text-caption sm:basis-full',
            outcome?.ok ? 'text-success' : 'text-danger',
            !outcome && 'sr-only',
          )}
        >
          {outcome?.text}
        </p>
      </div>
    </section>
  );
}
