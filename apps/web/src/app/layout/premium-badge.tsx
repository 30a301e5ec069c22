import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';

export function PremiumBadge() {
  return (
    <Badge variant="premium">
      <Crown aria-hidden="true" />
      Premium
    </Badge>
  );
}
