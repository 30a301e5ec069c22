import { Skeleton } from '@/components/ui/skeleton.tsx';
import { t } from '@/lib/i18n/i18n.ts';

/** Three comment-shaped rows while the list loads. */
export function CommentsSkeleton() {
  return (
    <div className="flex flex-col gap-4" data-testid="comments-loading">
      <span className="sr-only" role="status">
        {t('Loading comments…')}
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3 p-2">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className={i === 1 ? 'h-4 w-3/5' : 'h-4 w-11/12'} />
            <Skeleton className="h-6 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}
