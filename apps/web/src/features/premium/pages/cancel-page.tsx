import { XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '@/components/page-shell.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { t } from '@/lib/i18n/i18n.ts';

export function CancelPage() {
  return (
    <PageShell
      icon={<XCircle />}
      title={t('Payment Cancelled')}
      description={t('The payment was cancelled and nothing was charged.')}
      width="narrow"
    >
      <div className="flex flex-wrap gap-3">
        <Link to={paths.premium.getHref()} className={buttonClasses()}>
          {t('Try Again')}
        </Link>
        <Link to={paths.home.getHref()} className={buttonClasses('secondary')}>
          {t('Go to Home')}
        </Link>
      </div>
    </PageShell>
  );
}
