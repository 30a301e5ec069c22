import { useRef } from 'react';
import type { Model } from '@packdex/shared/schemas';
import { useSimilarModels } from '../api/get-similar-models.ts';
import { useNearViewport } from '../hooks/use-near-viewport.ts';
import { ModelGrid, ModelGridSkeleton } from './model-grid.tsx';
import { t } from '@/lib/i18n/i18n.ts';

/** Cards the loading state shows: one row on wide screens. */
const SKELETON_CARDS = 6;

/**
 * "Similar models" on a profile: asked for once the section nears the viewport, shown with a
 * skeleton while it loads, and left out when there are none (or they could not be loaded).
 */
export function SimilarModelsSection({ model }: { model: Pick<Model, 'slug'> }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const near = useNearViewport(sentinel);
  const { data, error, isPending } = useSimilarModels(model.slug, near);
  if (!near) return <div ref={sentinel} aria-hidden="true" data-testid="similar-models-sentinel" />;
  const models = error ? [] : (data?.models ?? []);
  if (!isPending && models.length === 0) return null;
  return (
    <section aria-labelledby="similar-models-heading" className="flex flex-col gap-4">
      <h2 id="similar-models-heading" className="text-heading font-semibold">
        {t('Similar models')}
      </h2>
      {isPending ? <ModelGridSkeleton count={SKELETON_CARDS} /> : <ModelGrid models={models} />}
    </section>
  );
}
