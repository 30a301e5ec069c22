import { XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/page-shell.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { t } from '@/lib/i18n/i18n.ts';

export function CancelPage() {
  return (
    <PageShell
      icon={<XCircle />}
      title={t('Payment Cancelled')}
      description={t('The payment was cancelled and nothing was charged.')}
    >
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.premium.getHref()}>{t('Try Again')}</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to={paths.home.getHref()}>{t('Go to Home')}</Link>
        </Button>
      </div>
    </PageShell>
  );
}
