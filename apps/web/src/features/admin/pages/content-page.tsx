import { Eye, FileStack } from 'lucide-react';
import type { Content } from '@packdex/shared/schemas';
import { formatCount } from '@/lib/i18n/format.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { paths } from '@/config/paths.ts';
import { useDeleteContent } from '../api/delete-content.ts';
import { useAdminContents } from '../api/get-admin-contents.ts';
import { AdminCard } from '../components/admin-card.tsx';
import { CatalogueAdmin } from '../components/catalogue-admin.tsx';
import { ContentFormDialog } from '../components/content-form-dialog.tsx';
import { useListParams } from '../lib/use-list-params.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { ReviewMarks } from '../components/review-marks.tsx';
import { CONTENT_TYPE_LABELS } from '../lib/labels.ts';

/** /admin/content: search (title, tags or model), a grid of content cards, 12 a page, and the add/edit/delete dialogs. */
export function AdminContentPage() {
  const params = useListParams(paths.admin.content.getHref());
  const list = useAdminContents({ page: params.page, search: params.search });
  const remove = useDeleteContent();
  return (
    <CatalogueAdmin<Content>
      noun="content"
      deleteTexts={{
        title: t('Delete Content'),
        message: t('Are you sure you want to delete this content?'),
        failed: t('Error deleting content'),
      }}
      doneTexts={{
        created: (title) => t('Content “{title}” added.', { title }),
        updated: (title) => t('Content “{title}” saved.', { title }),
        deleted: (title) => t('Content “{title}” deleted.', { title }),
      }}
      nameOf={(item) => item.title}
      title={t('Admin Content')}
      description={t('Add, edit and delete content packs and their download links.')}
      icon={<FileStack />}
      addLabel={t('Add Content')}
      searchLabel={t('Search content')}
      searchPlaceholder={t('Search by title, tag or model…')}
      emptyTitle={t('No content found')}
      listLabel={t('Content')}
      params={params}
      list={list}
      bulkKind="content"
      countLabel={(count) => t('{count, plural, one {# content item} other {# content items}}', { count })}
      items={list.data?.contents ?? []}
      remove={remove.mutate}
      card={(item, actions) => (
        <AdminCard
          key={item.id}
          imageUrl={item.thumbnailUrl ?? item.model?.photoUrl ?? null}
          imageAlt={item.model ? `${item.title} — ${item.model.name}` : item.title}
          badge={
            <Badge variant="overlay" className="capitalize">
              {item.type in CONTENT_TYPE_LABELS ? t(CONTENT_TYPE_LABELS[item.type]) : item.type}
            </Badge>
          }
          hidden={item.hidden}
          title={item.title}
          {...actions}
        >
          <span className="truncate">{item.model?.name ?? t('No model')}</span>
          <span
            className="inline-flex items-center gap-1"
            title={t('{count, plural, one {# view} other {# views}}', { count: item.views })}
          >
            <Eye className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t('Views:')} </span>
            {formatCount(item.views, 1)}
          </span>
          <ReviewMarks review={item.review} />
        </AdminCard>
      )}
      form={(dialog) => <ContentFormDialog {...dialog} />}
    />
  );
}
