import { Skeleton } from '@/components/ui/skeleton.tsx';

/** Shown while the router prepares the first page (e.g. a direct visit to an admin page). */
export function AppLoading() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-dvh flex-col">
      <div className="h-header border-b border-line" />
      <div className="page-container flex flex-col gap-4 py-8">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
    </div>
  );
}
