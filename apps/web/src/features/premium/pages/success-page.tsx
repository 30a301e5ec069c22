import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/page-shell.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

export function SuccessPage() {
  return (
    <PageShell
      icon={<CheckCircle2 />}
      title="Payment Successful"
      description="Thank you. Your premium membership becomes active as soon as the payment is confirmed."
    >
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.home.getHref()}>Go to Home</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to={paths.premium.getHref()}>View Premium</Link>
        </Button>
      </div>
    </PageShell>
  );
}
