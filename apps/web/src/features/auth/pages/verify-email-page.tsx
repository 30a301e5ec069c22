import { CheckCircle2, Crown, Infinity as InfinityIcon, Loader2, MessageCircle, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_DELAY_MS } from '@packdex/shared/constants';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { StatusCard } from '../components/status-card.tsx';

const BENEFITS = [
  { icon: InfinityIcon, text: msg('Unlimited content') },
  { icon: Crown, text: msg('Purchasing premium') },
  { icon: MessageCircle, text: msg('Commenting and liking') },
];

/** /verify-email?token=…: confirms the address, signs the account in, then goes home after 3 s. */
export function VerifyEmailPage() {
  useDocumentTitle(t('Email Verification'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { user, verifyEmail } = useAuth();
  const navigate = useNavigate();
  const [result, setResult] = useState<{ token: string; ok: boolean } | null>(null);

  useEffect(() => {
    if (!token) return;
    let active = true;
    // verifyEmail shares one request per token, so StrictMode's second run does not spend it twice.
    verifyEmail(token).then(
      () => active && setResult({ token, ok: true }),
      () => active && setResult({ token, ok: false }),
    );
    return () => {
      active = false;
    };
  }, [token, verifyEmail]);

  const status = !token ? 'missing' : result?.token !== token ? 'loading' : result.ok ? 'success' : 'error';

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => void navigate(paths.home.getHref()), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  switch (status) {
    case 'loading':
      return (
        <StatusCard icon={<Loader2 className="motion-safe:animate-spin" />} title={t('Verifying your email')}>
          <p role="status">{t('Please wait while we confirm your address…')}</p>
        </StatusCard>
      );
    case 'success':
      return (
        <StatusCard
          live
          tone="success"
          icon={<CheckCircle2 />}
          title={t('Email Verified')}
          actions={
            <Link to={paths.home.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
              {t('Go to Home')}
            </Link>
          }
        >
          <p>{t('Your email has been verified and you are signed in. You now have access to:')}</p>
          <ul className="flex flex-col gap-2 rounded-lg border border-line bg-surface-2/50 p-4 text-left">
            {BENEFITS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-fg">
                <Icon className="size-4 shrink-0 text-success" aria-hidden="true" />
                {t(text)}
              </li>
            ))}
          </ul>
          <p className="text-caption text-fg-subtle">
            {t('Taking you to the home page in {seconds, plural, one {# second} other {# seconds}}…', {
              seconds: REDIRECT_DELAY_MS / 1000,
            })}
          </p>
        </StatusCard>
      );
    case 'missing':
    case 'error':
      return (
        <StatusCard
          live
          tone="danger"
          icon={<XCircle />}
          title={t('Verification Failed')}
          actions={
            <>
              {user?.email ? (
                <Link to={paths.resendVerification.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
                  {t('Resend Email')}
                </Link>
              ) : (
                <Link to={paths.home.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
                  {t('Go to Site')}
                </Link>
              )}
              <Link to={paths.home.getHref()} className={buttonClasses('ghost', 'md', 'w-full')}>
                {t('Back to Home')}
              </Link>
            </>
          }
        >
          <p role="alert">
            {status === 'missing'
              ? t('Verification token not found')
              : t('Error verifying email. The token may have expired.')}
          </p>
        </StatusCard>
      );
  }
}
