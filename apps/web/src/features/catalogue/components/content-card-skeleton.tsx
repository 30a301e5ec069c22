import { Skeleton } from '@/components/ui/skeleton.tsx';

/** Same box as a content card, so the grid does not jump when data arrives. */
export function ContentCardSkeleton() {
  return (
    <div className="flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface">
      <Skeleton className="aspect-video rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex justify-between pt-1">
          <Skeleton className="h-3 w-10" />
          <Skeleton className="h-3 w-12" />
        </div>
      </div>
    </div>
  );
}
