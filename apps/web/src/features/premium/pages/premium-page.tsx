import { Crown } from 'lucide-react';
import { PREMIUM_PRICE_LABEL } from '@packdex/shared/constants';
import { PageShell } from '@/components/page-shell.tsx';

export function PremiumPage() {
  return (
    <PageShell
      icon={<Crown />}
      title="Premium Access"
      description={`Premium membership (${PREMIUM_PRICE_LABEL}) and its purchase will be offered here.`}
    />
  );
}
