import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { t } from '@/lib/i18n/i18n.ts';

/** The premium mark beside a member's name (profile, comments). */
export function PremiumBadge() {
  return (
    <Badge variant="premium">
      <Crown aria-hidden="true" /> {t('Premium')}
    </Badge>
  );
}

/** An account's plan: the premium mark, or Free (account status, billing). */
export function MembershipBadge({ premium }: { premium: boolean }) {
  return premium ? <PremiumBadge /> : <Badge>{t('Free')}</Badge>;
}
