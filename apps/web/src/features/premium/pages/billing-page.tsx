import { CreditCard } from 'lucide-react';
import { PageShell } from '@/components/page-shell.tsx';

export function BillingPage() {
  return (
    <PageShell
      icon={<CreditCard />}
      title="Billing"
      description="Your plan status, membership dates and the billing portal will appear here."
    />
  );
}
