import { CheckCircle2, Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Pagination } from '@packdex/shared/schemas';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAlert, type AlertOptions } from '@/components/ui/use-alert.ts';
import { adminFailure, type ShowAlert } from '../lib/alerts.ts';
import type { useListParams } from '../lib/use-list-params.ts';
import type { BulkKind } from '../api/bulk-action.ts';
import { useSelection } from '../lib/use-selection.ts';
import { AdminList } from './admin-list.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { t } from '@/lib/i18n/i18n.ts';

type CatalogueAdminProps<T extends { id: number }> = {
  /** What the page manages, as the console names it: 'content', 'model'. */
  noun: string;
  /** The delete question's title and text and the failure alert's title, in the interface's language. */
  deleteTexts: { title: string; message: string; failed: string };
  /** The success notice after a create, an edit or a delete, naming the item ("Model “Ada” created."). */
  doneTexts: {
    created: (name: string) => string;
    updated: (name: string) => string;
    deleted: (name: string) => string;
  };
  /** The item's name as the notices give it. */
  nameOf: (item: T) => string;
  title: string;
  description: string;
  icon: ReactNode;
  addLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  emptyTitle: string;
  listLabel: string;
  params: ReturnType<typeof useListParams>;
  list: { data?: { pagination: Pagination }; isPending: boolean; error: unknown; refetch: () => unknown };
  items: T[];
  /** Deletes one item (the delete mutation's `mutate`). */
  remove: (id: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  /** An alert shown instead of the delete question when the item cannot be deleted yet. */
  deleteBlocked?: (item: T) => AlertOptions | null;
  /** Which bulk endpoint the selection's actions call. */
  bulkKind: BulkKind;
  /** The count with the page's noun ("3 models"), for the selection's questions and reports. */
  countLabel: (count: number) => string;
  /** One card; its edit and delete buttons and its checkbox call the actions given. */
  card: (
    item: T,
    actions: { onEdit: () => void; onDelete: () => void; selected: boolean; onSelect: (on: boolean) => void },
  ) => ReactNode;
  /** The add/edit dialog: `item` null adds one. */
  form: (props: {
    open: boolean;
    item: T | null;
    onClose: () => void;
    showAlert: ShowAlert;
    onSaved: (name: string) => void;
  }) => ReactNode;
};

/**
 * An admin catalogue page (models, content): title and add button, search, a card grid 12 a page,
 * the add/edit dialog and the delete question (docs/product.md#admin). A create, an edit or a delete
 * that succeeded says so in a status line above the list, read out by screen readers.
 */
export function CatalogueAdmin<T extends { id: number }>(props: CatalogueAdminProps<T>) {
  const { noun, params, list } = props;
  const { showAlert, alertProps } = useAlert();
  const [editing, setEditing] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  const [done, setDone] = useState('');
  const selection = useSelection(params.search, list.data?.pagination.totalItems ?? 0);
  const pageIds = props.items.map((item) => item.id);

  useEffect(() => {
    if (list.error) console.error(`Could not load the admin ${noun} list`, list.error);
  }, [list.error, noun]);

  const askDelete = (item: T) => {
    const blocked = props.deleteBlocked?.(item);
    if (blocked) return showAlert(blocked);
    showAlert({
      type: 'error',
      title: props.deleteTexts.title,
      message: props.deleteTexts.message,
      confirmText: t('Delete'),
      showCancel: true,
      onConfirm: () =>
        props.remove(item.id, {
          onSuccess: () => setDone(props.doneTexts.deleted(props.nameOf(item))),
          onError: adminFailure(showAlert, props.deleteTexts.failed),
        }),
    });
  };

  return (
    <>
      <AdminList
        title={props.title}
        description={props.description}
        icon={props.icon}
        action={
          <Button
            onClick={() => {
              setDone('');
              setEditing({ open: true, item: null });
            }}
          >
            <Plus aria-hidden="true" /> {props.addLabel}
          </Button>
        }
        selection={
          props.items.length > 0 && (
            <BulkBar
              kind={props.bulkKind}
              selection={selection}
              pageIds={pageIds}
              total={list.data?.pagination.totalItems ?? 0}
              countLabel={props.countLabel}
              showAlert={showAlert}
            />
          )
        }
        notice={<DoneNotice text={done} />}
        searchLabel={props.searchLabel}
        searchPlaceholder={props.searchPlaceholder}
        search={params.search}
        onSearch={params.setSearch}
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        pagination={list.data?.pagination}
        page={params.page}
        hrefForPage={params.hrefForPage}
        emptyTitle={props.emptyTitle}
        itemCount={props.items.length}
        listLabel={props.listLabel}
      >
        {props.items.map((item) =>
          props.card(item, {
            onEdit: () => {
              setDone('');
              setEditing({ open: true, item });
            },
            onDelete: () => {
              setDone('');
              askDelete(item);
            },
            selected: selection.isSelected(item.id),
            onSelect: (on) => selection.toggle(item.id, on, pageIds),
          }),
        )}
      </AdminList>
      {props.form({
        open: editing.open,
        item: editing.item,
        onClose: () => setEditing((e) => ({ ...e, open: false })),
        showAlert,
        onSaved: (name) => setDone((editing.item ? props.doneTexts.updated : props.doneTexts.created)(name)),
      })}
      <AlertDialog {...alertProps} />
    </>
  );
}

/** What the last create, edit or delete did: a visible line with a tick, and a status for screen readers. Takes no room while empty. */
function DoneNotice({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-card border border-success/40 bg-success/10 px-4 py-3 text-sm font-medium empty:sr-only"
    >
      {text && (
        <>
          <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
          {text}
        </>
      )}
    </p>
  );
}
