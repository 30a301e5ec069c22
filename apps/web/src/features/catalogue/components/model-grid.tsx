import type { Model } from '@packdex/shared/schemas';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { ModelCard } from './model-card.tsx';
import { t } from '@/lib/i18n/i18n.ts';

const gridClasses = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6';
const EAGER_CARDS = 6;
/** Laid out and painted only near the viewport, as content cards are (content-grid.tsx). */
const offscreenModelCard = '[content-visibility:auto] [contain-intrinsic-block-size:auto_20rem]';

export function ModelGrid({ models, className }: { models: Model[]; className?: string }) {
  return (
    <ul className={cn(gridClasses, className)}>
      {models.map((model, index) => (
        <li key={model.id} className={`flex ${offscreenModelCard}`}>
          <ModelCard model={model} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/** Same boxes as the model cards, so nothing moves when the list arrives. */
export function ModelGridSkeleton({ count }: { count: number }) {
  return (
    <div className={gridClasses} role="status" aria-label={t('Loading models')}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={`flex flex-col overflow-hidden rounded-card border border-line bg-surface ${offscreenModelCard}`}
        >
          <Skeleton className="aspect-[3/4] rounded-none" />
          <div className="flex flex-col gap-1 p-3">
            <div className="flex h-5 items-center">
              <Skeleton className="h-4 w-3/5" />
            </div>
            <div className="flex h-[1.05rem] items-center justify-between gap-2">
              <Skeleton className="h-3 w-10" />
              <Skeleton className="h-3 w-8" />
              <Skeleton className="h-3 w-8" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
