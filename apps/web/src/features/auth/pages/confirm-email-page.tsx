import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ProfileResponse } from '@packdex/shared/schemas';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { api } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { apiErrorMessage } from '@/lib/auth/error-message.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { StatusCard } from '../components/status-card.tsx';

const CONFIRM_FAILED = msg('This confirmation link is invalid or has expired');

/** /confirm-email?token=…: moves the account to the address the link was mailed to. */
export function ConfirmEmailPage() {
  useDocumentTitle(t('Confirm Email'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { user, updateUser } = useAuth();
  // The link is single-use: one request per token, shared by StrictMode's second render and kept
  // (never refetched), so the answer stays on screen.
  const confirm = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => api.post<ProfileResponse>('/auth/confirm-email', { token }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const confirmed = confirm.data?.user;

  useEffect(() => {
    // The signed-in account that changed shows its new address at once.
    if (confirmed && user?.id === confirmed.id && user.email !== confirmed.email) {
      updateUser({ email: confirmed.email, isVerified: confirmed.isVerified });
    }
  }, [confirmed, user, updateUser]);

  const home = (
    <Link to={paths.home.getHref()} className={buttonClasses('ghost', 'md', 'w-full')}>
      {t('Back to Home')}
    </Link>
  );

  if (token && confirm.isPending) {
    return (
      <StatusCard icon={<Loader2 className="motion-safe:animate-spin" />} title={t('Confirming your new email')}>
        <p role="status">{t('Please wait while we confirm your address…')}</p>
      </StatusCard>
    );
  }
  if (confirmed) {
    return (
      <StatusCard
        live
        tone="success"
        icon={<CheckCircle2 />}
        title={t('Email Changed')}
        actions={
          <>
            {user && (
              <Link to={paths.account.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
                {t('Go to Account')}
              </Link>
            )}
            {home}
          </>
        }
      >
        <p>{t('Your account now uses {email}. Sign in with this address from now on.', { email: confirmed.email })}</p>
      </StatusCard>
    );
  }
  return (
    <StatusCard live tone="danger" icon={<XCircle />} title={t('Email Change Failed')} actions={home}>
      <p role="alert">{token ? apiErrorMessage(confirm.error, CONFIRM_FAILED) : t(CONFIRM_FAILED)}</p>
    </StatusCard>
  );
}
