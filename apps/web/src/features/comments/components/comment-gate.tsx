import { LogIn, MailWarning, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { SIGN_IN_PROMPT, VERIFY_PROMPT } from '@/lib/sign-in-prompts.ts';

/** In place of the comment box: a visitor is asked to sign in, an unverified account to verify. */
export function CommentGate({ reason, onSignIn }: { reason: 'sign-in' | 'verify'; onSignIn: () => void }) {
  const verify = reason === 'verify';
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-line-strong bg-surface-2/40 p-4 sm:flex-row sm:items-center">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-3 text-fg-muted"
      >
        {verify ? <MailWarning className="size-4" /> : <MessageCircle className="size-4" />}
      </span>
      <p className="flex-1 text-sm text-fg-muted">{t(verify ? VERIFY_PROMPT : SIGN_IN_PROMPT)}</p>
      {verify ? (
        <Link to={paths.resendVerification.getHref()} className={buttonClasses('secondary', 'sm')}>
          {t('Verify email')}
        </Link>
      ) : (
        <Button size="sm" onClick={onSignIn}>
          <LogIn aria-hidden="true" /> {t('Sign In')}
        </Button>
      )}
    </div>
  );
}
