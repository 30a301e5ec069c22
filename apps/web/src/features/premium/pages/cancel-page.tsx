import { XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/page-shell.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';

export function CancelPage() {
  return (
    <PageShell
      icon={<XCircle />}
      title="Payment Cancelled"
      description="The payment was cancelled and nothing was charged."
    >
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.premium.getHref()}>Try Again</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to={paths.home.getHref()}>Go to Home</Link>
        </Button>
      </div>
    </PageShell>
  );
}
