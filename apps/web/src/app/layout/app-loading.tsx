import { Skeleton } from '@/components/ui/skeleton.tsx';
import { t } from '@/lib/i18n/i18n.ts';

/**
 * Stands in for a page while its chunk loads on a direct visit, inside the header and footer. It is
 * a screen tall, so the footer waits below the fold instead of jumping down when the page arrives.
 */
export function PageLoading() {
  return (
    <div role="status" aria-label={t('Loading')} className="flex min-h-dvh flex-col gap-4">
      <Skeleton className="h-10 w-64 max-w-full" />
      <Skeleton className="h-5 w-96 max-w-full" />
    </div>
  );
}
