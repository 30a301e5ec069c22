import { AtSign, CreditCard, Crown, Download, KeyRound, Loader2, MailCheck, Sparkles, Trash2, Zap } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '@packdex/shared/schemas';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';
import { ChangeEmailDialog } from './change-email-dialog.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { RecommendDialog } from './recommend-dialog.tsx';
import { SectionCard } from './section-card.tsx';
import { failureAlert, type ShowAlert } from '../lib/alerts.ts';
import { quickActionsFor } from '../lib/quick-actions.ts';

type OpenDialog = 'password' | 'email' | 'recommend' | 'delete' | null;

const linkAction = buttonClasses('secondary', 'lg', 'w-full justify-start');

function Label({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span aria-hidden="true" className="[&_svg]:size-4">
        {icon}
      </span>
      {children}
    </>
  );
}

/** Change Password, Change Email, Upgrade or Recommend and Billing, Verify Email, Download my data and Delete Account. */
export function QuickActions({ user, showAlert }: { user: User; showAlert: ShowAlert }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const download = useDownloadMyData();
  const close = () => setOpen(null);
  const show = quickActionsFor(user);

  return (
    <SectionCard title={t('Quick Actions')} icon={<Zap />}>
      <div className="flex flex-col gap-2">
        <Button variant="secondary" size="lg" className="justify-start" onClick={() => setOpen('password')}>
          <Label icon={<KeyRound />}>{t('Change Password')}</Label>
        </Button>
        <Button variant="secondary" size="lg" className="justify-start" onClick={() => setOpen('email')}>
          <Label icon={<AtSign />}>{t('Change Email')}</Label>
        </Button>
        {show.upgrade && (
          <Link to={paths.premium.getHref()} className={buttonClasses('primary', 'lg', 'w-full justify-start')}>
            <Label icon={<Crown />}>{t('Upgrade to Premium')}</Label>
          </Link>
        )}
        {show.recommend && (
          <Button variant="secondary" size="lg" className="justify-start" onClick={() => setOpen('recommend')}>
            <Label icon={<Sparkles />}>{t('Recommend Content')}</Label>
          </Button>
        )}
        {show.billing && (
          <Link to={paths.billing.getHref()} className={linkAction}>
            <Label icon={<CreditCard />}>{t('Manage Billing')}</Label>
          </Link>
        )}
        {show.verifyEmail && (
          <a href={paths.resendVerification.getHref()} target="_blank" rel="noopener noreferrer" className={linkAction}>
            <Label icon={<MailCheck />}>{t('Verify Email')}</Label>
            <span className="sr-only"> {t('(opens in a new tab)')}</span>
          </a>
        )}
        <Button
          variant="secondary"
          size="lg"
          className="justify-start"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: failureAlert(
                showAlert,
                t('Download Failed'),
                t('Could not prepare your data. Please try again.'),
              ),
            })
          }
        >
          <Label icon={download.isPending ? <Loader2 className="animate-spin" /> : <Download />}>
            {download.isPending ? t('Preparing your data…') : t('Download my data')}
          </Label>
        </Button>
        <Button
          variant="outline"
          size="lg"
          className="justify-start border-danger/40 text-danger hover:bg-danger/10 hover:text-danger"
          onClick={() => setOpen('delete')}
        >
          <Label icon={<Trash2 />}>{t('Delete Account')}</Label>
        </Button>
      </div>
      <ChangePasswordDialog open={open === 'password'} onClose={close} showAlert={showAlert} />
      <ChangeEmailDialog open={open === 'email'} onClose={close} showAlert={showAlert} />
      {show.recommend && <RecommendDialog open={open === 'recommend'} onClose={close} showAlert={showAlert} />}
      <DeleteAccountDialog open={open === 'delete'} onClose={close} showAlert={showAlert} />
    </SectionCard>
  );
}
