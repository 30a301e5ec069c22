import { useState } from 'react';
import { TAG_MODELS_PAGE_SIZE } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { useTagModels } from '../api/get-tag-models.ts';
import { ModelGrid, ModelGridSkeleton } from './model-grid.tsx';

/** A further page of a tag's models, below the ones before it. */
function MoreTagModels({ slug, page }: { slug: string; page: number }) {
  const models = useTagModels(slug, page);
  if (models.isPending) return <ModelGridSkeleton count={TAG_MODELS_PAGE_SIZE / 2} />;
  return models.data ? <ModelGrid models={models.data.models} /> : null;
}

/**
 * A tag page's models: those whose visible items carry the tag or one of its children, most such
 * items first, a page at a time. Nothing when no model has one (items without a model).
 */
export function TagModelsSection({ slug }: { slug: string }) {
  const [pages, setPages] = useState(1);
  const first = useTagModels(slug, 1);
  const last = useTagModels(slug, pages);
  const total = first.data?.pagination.totalItems ?? 0;
  if (first.isError || (first.isSuccess && first.data.models.length === 0)) return null;
  const more = pages < (first.data?.pagination.totalPages ?? 0);
  return (
    <section aria-labelledby="tag-models-heading" className="flex flex-col gap-3">
      <h2 id="tag-models-heading" className="text-heading font-semibold">
        {t('Models')}{' '}
        {first.isSuccess ? (
          <span className="tabular-nums font-normal text-fg-muted">
            {t('{count, plural, one {# model} other {# models}}', { count: total })}
          </span>
        ) : null}
      </h2>
      {first.isPending ? (
        <ModelGridSkeleton count={TAG_MODELS_PAGE_SIZE / 2} />
      ) : (
        <ModelGrid models={first.data?.models ?? []} />
      )}
      {Array.from({ length: pages - 1 }, (_, i) => (
        <MoreTagModels key={i + 2} slug={slug} page={i + 2} />
      ))}
      {more ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={last.isPending}
          onClick={() => setPages((n) => n + 1)}
        >
          {last.isPending ? t('Loading…') : t('Show more models')}
        </Button>
      ) : null}
    </section>
  );
}
