import { Skeleton } from '@/components/ui/skeleton.tsx';
import { t } from '@/lib/i18n/i18n.ts';

/** The detail's outline while it loads: header, the large card, package block and sidebar. */
export function ContentPageSkeleton() {
  return (
    <div role="status" aria-label={t('Loading content')} className="flex flex-col gap-6">
      <Skeleton className="h-8 w-20" />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-9 w-3/4 max-w-xl" />
        <Skeleton className="h-5 w-48" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <Skeleton className="h-72 rounded-card md:h-56" />
          <Skeleton className="h-36 rounded-card" />
          <Skeleton className="h-40 rounded-card" />
        </div>
        <Skeleton className="h-[36rem] rounded-card" />
      </div>
    </div>
  );
}
