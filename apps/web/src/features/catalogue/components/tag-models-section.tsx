import { TAG_MODELS_PAGE_SIZE } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import { useTagModels } from '../api/get-tag-models.ts';
import { ModelGrid, ModelGridSkeleton } from './model-grid.tsx';

/**
 * A tag page's models: those whose visible items carry the tag or one of its children, most such
 * items first, a page at a time. Nothing when no model has one (items without a model).
 */
export function TagModelsSection({ slug }: { slug: string }) {
  const models = useTagModels(slug);
  const list = models.data?.pages.flatMap((page) => page.models) ?? [];
  const total = models.data?.pages[0]?.pagination.totalItems ?? 0;
  if (models.isError || (models.isSuccess && list.length === 0)) return null;
  return (
    <section aria-labelledby="tag-models-heading" className="flex flex-col gap-3">
      <h2 id="tag-models-heading" className="text-heading font-semibold">
        {t('Models')}{' '}
        {models.isSuccess ? (
          <span className="tabular-nums font-normal text-fg-muted">
            {t('{count, plural, one {# model} other {# models}}', { count: total })}
          </span>
        ) : null}
      </h2>
      {models.isPending ? <ModelGridSkeleton count={TAG_MODELS_PAGE_SIZE / 2} /> : <ModelGrid models={list} />}
      {models.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={models.isFetchingNextPage}
          onClick={() => void models.fetchNextPage()}
        >
          {models.isFetchingNextPage ? t('Loading…') : t('Show more models')}
        </Button>
      ) : null}
    </section>
  );
}
