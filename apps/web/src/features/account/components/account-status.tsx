import { Crown, ShieldCheck } from 'lucide-react';
import type { User } from '@packdex/shared/schemas';
import { longDate } from '@packdex/shared/utils';
import { Badge } from '@/components/ui/badge.tsx';
import { DetailRow, SectionCard } from './section-card.tsx';

/** Membership, role, joined date and premium expiry. */
export function AccountStatus({ user }: { user: User }) {
  return (
    <SectionCard title="Account Status" icon={<ShieldCheck />}>
      <dl className="flex flex-col">
        <DetailRow label="Membership">
          {user.isPremium ? (
            <Badge variant="premium">
              <Crown aria-hidden="true" /> Premium
            </Badge>
          ) : (
            <Badge>Free</Badge>
          )}
        </DetailRow>
        {user.isAdmin && (
          <DetailRow label="Role">
            <Badge variant="accent">Admin</Badge>
          </DetailRow>
        )}
        <DetailRow label="Joined">{longDate(user.createdAt) ?? '—'}</DetailRow>
        {user.isPremium && user.expiredPremium && (
          <DetailRow label="Premium expires">{longDate(user.expiredPremium) ?? '—'}</DetailRow>
        )}
      </dl>
    </SectionCard>
  );
}
