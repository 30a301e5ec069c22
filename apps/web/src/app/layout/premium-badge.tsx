import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { t } from '@/lib/i18n/i18n.ts';

export function PremiumBadge() {
  return (
    <Badge variant="premium">
      <Crown aria-hidden="true" />
      {t('Premium')}
    </Badge>
  );
}
