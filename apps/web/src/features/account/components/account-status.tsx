import { ShieldCheck } from 'lucide-react';
import type { User } from '@packdex/shared/schemas';
import { longDate } from '@/lib/i18n/long-date.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { DetailRow, SectionCard } from './section-card.tsx';
import { MembershipBadge } from '@/components/membership-badge.tsx';

/** Membership, role, joined date and premium expiry. */
export function AccountStatus({ user }: { user: User }) {
  return (
    <SectionCard title={t('Account Status')} icon={<ShieldCheck />}>
      <dl className="flex flex-col">
        <DetailRow label={t('Membership')}>
          <MembershipBadge premium={user.isPremium} />
        </DetailRow>
        {user.isAdmin && (
          <DetailRow label={t('Role')}>
            <Badge variant="accent">{t('Admin')}</Badge>
          </DetailRow>
        )}
        <DetailRow label={t('Joined')}>{longDate(user.createdAt) ?? '—'}</DetailRow>
        {user.isPremium && user.expiredPremium && (
          <DetailRow label={t('Premium expires')}>{longDate(user.expiredPremium) ?? '—'}</DetailRow>
        )}
      </dl>
    </SectionCard>
  );
}
