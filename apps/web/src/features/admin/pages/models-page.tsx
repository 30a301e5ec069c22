import { Eye, Package, Users } from 'lucide-react';
import { ETHNICITIES } from '@packdex/shared/constants';
import type { Model } from '@packdex/shared/schemas';
import { formatCount } from '@/lib/i18n/format.ts';
import { paths } from '@/config/paths.ts';
import { useDeleteModel } from '../api/delete-model.ts';
import { useAdminModels } from '../api/get-admin-models.ts';
import { AdminCard } from '../components/admin-card.tsx';
import { CatalogueAdmin } from '../components/catalogue-admin.tsx';
import { ModelFormDialog } from '../components/model-form-dialog.tsx';
import { useListParams } from '../lib/use-list-params.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { ETHNICITY_LABELS } from '../lib/labels.ts';
import { ReviewMarks } from '../components/review-marks.tsx';

/** /admin/models: search, a grid of model cards, 12 a page, and the create/edit/delete dialogs. */
export function AdminModelsPage() {
  const params = useListParams(paths.admin.models.getHref());
  const list = useAdminModels({ page: params.page, search: params.search });
  const remove = useDeleteModel();
  return (
    <CatalogueAdmin<Model>
      noun="model"
      deleteTexts={{
        title: t('Delete Model'),
        message: t('Are you sure you want to delete this model?'),
        failed: t('Error deleting model'),
      }}
      doneTexts={{
        created: (name) => t('Model “{name}” created.', { name }),
        updated: (name) => t('Model “{name}” saved.', { name }),
        deleted: (name) => t('Model “{name}” deleted.', { name }),
      }}
      nameOf={(model) => model.name}
      title={t('Admin Models')}
      description={t('Create, edit and delete model profiles.')}
      icon={<Users />}
      addLabel={t('Create Model')}
      searchLabel={t('Search models')}
      searchPlaceholder={t('Search models by name or tag…')}
      emptyTitle={t('No models found')}
      listLabel={t('Models')}
      params={params}
      list={list}
      bulkKind="models"
      countLabel={(count) => t('{count, plural, one {# model} other {# models}}', { count })}
      items={list.data?.models ?? []}
      remove={remove.mutate}
      // A model with content is not deleted (docs/adr/0008-deleting-a-model-with-content.md): say so first.
      deleteBlocked={(model) =>
        model.contents > 0
          ? {
              type: 'warning',
              title: t('Model has content'),
              message: t(
                '{count, plural, one {{name} has # content item. Delete it on the Content page first, then the model.} other {{name} has # content items. Delete them on the Content page first, then the model.}}',
                { count: model.contents, name: model.name },
              ),
            }
          : null
      }
      card={(model, actions) => (
        <AdminCard
          key={model.id}
          imageUrl={model.photoUrl}
          imageAlt={model.name}
          hidden={model.hidden}
          title={model.name}
          {...actions}
        >
          <span className="flex items-center gap-3">
            <span
              className="inline-flex items-center gap-1"
              title={t('{count, plural, one {# view} other {# views}}', { count: model.views })}
            >
              <Eye className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('Views:')} </span>
              {formatCount(model.views, 1)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Package className="size-3.5" aria-hidden="true" />
              {t('{count, plural, one {# content item} other {# content items}}', { count: model.contents })}
            </span>
          </span>
          <span>
            {model.ethnicity && (ETHNICITIES as readonly string[]).includes(model.ethnicity)
              ? t(ETHNICITY_LABELS[model.ethnicity])
              : '—'}
            <span className="text-fg-subtle"> · {model.model_id}</span>
          </span>
          <ReviewMarks consent={model.consent} review={model.review} />
        </AdminCard>
      )}
      form={({ item, ...dialog }) => <ModelFormDialog model={item} {...dialog} />}
    />
  );
}
