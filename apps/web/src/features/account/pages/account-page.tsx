import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { useAlert } from '@/components/ui/use-alert.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { ACCOUNT_ALERTS } from '../lib/alerts.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { AccountStatus } from '../components/account-status.tsx';
import { ActivityStats } from '../components/activity-stats.tsx';
import { ProfileDetails } from '../components/profile-details.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import { DigestSetting } from '../components/digest-setting.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';
import { HiddenTagsSection } from '../components/hidden-tags-section.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

/** /account (signed-in only, guarded by the route): profile, status, activity and account actions. */
export function AccountPage() {
  useDocumentTitle(t('Account'));
  const { user } = useAuth();
  const { showAlert, alertProps } = useAlert(ACCOUNT_ALERTS);
  // The route guard renders this page only with a user; the check keeps the types honest.
  if (!user) return null;

  return (
    <div className="flex flex-col gap-6">
      <ProfileHeader user={user} showAlert={showAlert} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ProfileDetails user={user} showAlert={showAlert} />
          <ActivityStats />
          <HiddenTagsSection showAlert={showAlert} />
          <SessionsSection showAlert={showAlert} />
          <DigestSetting viewerId={user.id} />
          <SectionCard
            title={t('Two-factor sign-in')}
            icon={<ShieldCheck />}
            actions={
              <Link to={paths.twoFactor.getHref()} className={buttonClasses('outline', 'sm')}>
                {user.twoFactorEnabled ? t('Manage') : t('Set up two-factor sign-in')}
              </Link>
            }
          >
            <p className="text-sm text-fg-muted">
              {user.twoFactorEnabled
                ? t('Sign-in asks for a code from your app, or a backup code.')
                : t('A code from an authenticator app on your phone, asked for at each sign-in after your password.')}
            </p>
          </SectionCard>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <AccountStatus user={user} />
          <QuickActions user={user} showAlert={showAlert} />
        </div>
      </div>
      <AlertDialog {...alertProps} />
    </div>
  );
}
