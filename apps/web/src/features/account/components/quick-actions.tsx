import { CreditCard, Crown, KeyRound, MailCheck, Sparkles, Trash2, Zap } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '@packdex/shared/schemas';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { RecommendDialog } from './recommend-dialog.tsx';
import { SectionCard } from './section-card.tsx';
import type { ShowAlert } from '../lib/alerts.ts';

type OpenDialog = 'password' | 'recommend' | 'delete' | null;

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

/** Change Password, Upgrade or Recommend and Billing, Verify Email and Delete Account. */
export function QuickActions({ user, showAlert }: { user: User; showAlert: ShowAlert }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  // The API lets admins recommend as well; premium members are the ones the spec names.
  const canRecommend = user.isPremium || user.isAdmin;

  return (
    <SectionCard title="Quick Actions" icon={<Zap />}>
      <div className="flex flex-col gap-2">
        <Button variant="secondary" size="lg" className="justify-start" onClick={() => setOpen('password')}>
          <Label icon={<KeyRound />}>Change Password</Label>
        </Button>
        {!user.isPremium && (
          <Link to={paths.premium.getHref()} className={buttonClasses('primary', 'lg', 'w-full justify-start')}>
            <Label icon={<Crown />}>Upgrade to Premium</Label>
          </Link>
        )}
        {canRecommend && (
          <Button variant="secondary" size="lg" className="justify-start" onClick={() => setOpen('recommend')}>
            <Label icon={<Sparkles />}>Recommend Content</Label>
          </Button>
        )}
        {user.isPremium && (
          <Link to={paths.billing.getHref()} className={linkAction}>
            <Label icon={<CreditCard />}>Manage Billing</Label>
          </Link>
        )}
        {!user.isVerified && (
          <a href={paths.resendVerification.getHref()} target="_blank" rel="noopener noreferrer" className={linkAction}>
            <Label icon={<MailCheck />}>Verify Email</Label>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        <Button
          variant="outline"
          size="lg"
          className="justify-start border-danger/40 text-danger hover:bg-danger/10 hover:text-danger"
          onClick={() => setOpen('delete')}
        >
          <Label icon={<Trash2 />}>Delete Account</Label>
        </Button>
      </div>
      <ChangePasswordDialog open={open === 'password'} onClose={close} showAlert={showAlert} />
      {canRecommend && <RecommendDialog open={open === 'recommend'} onClose={close} showAlert={showAlert} />}
      <DeleteAccountDialog open={open === 'delete'} onClose={close} showAlert={showAlert} />
    </SectionCard>
  );
}
