import { Skeleton } from '@/components/ui/skeleton.tsx';
import { t } from '@/lib/i18n/i18n.ts';

/** The profile's outline while it loads: hero, the three detail blocks. */
export function ModelPageSkeleton() {
  return (
    <div role="status" aria-label={t('Loading model')} className="flex flex-col gap-8">
      <div className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 sm:flex-row sm:items-end sm:gap-8 sm:p-8">
        <Skeleton className="aspect-[3/4] w-36 shrink-0 self-center rounded-card sm:w-48 sm:self-auto" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-9 w-2/3 max-w-sm" />
          <Skeleton className="h-5 w-full max-w-md" />
          <Skeleton className="h-5 w-full max-w-2xl" />
          <div className="flex gap-2 pt-1">
            <Skeleton className="h-10 w-36" />
            <Skeleton className="size-10" />
          </div>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[8, 4, 3].map((rows, i) => (
          <div key={i} className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
            <Skeleton className="h-6 w-40" />
            {Array.from({ length: rows }, (_, r) => (
              <Skeleton key={r} className="h-4 w-full" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
