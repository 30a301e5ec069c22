import { Eye, EyeOff, Tag, Tags, Trash2, UserRound, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { BulkAction, BulkOperation, BulkResponse } from '@packdex/shared/schemas/catalogue-admin';
import { Button } from '@/components/ui/button.tsx';
import { cn, focusRing } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { type BulkInput, type BulkKind, useBulkAction } from '../api/bulk-action.ts';
import { adminFailure, type ShowAlert } from '../lib/alerts.ts';
import type { Selection } from '../lib/use-selection.ts';
import { BulkDetailsDialog } from './bulk-details-dialog.tsx';

type BulkBarProps = {
  kind: BulkKind;
  selection: Selection;
  /** The ids of the page shown. */
  pageIds: readonly number[];
  /** How many rows the list's search finds. */
  total: number;
  /** "3 models", "30 content items": the count with the list's noun. */
  countLabel: (count: number) => string;
  showAlert: ShowAlert;
};

/** Texts of the actions that ask only for a confirmation. */
const confirmTexts = (action: 'hide' | 'unhide' | 'delete', items: string) =>
  ({
    hide: {
      title: t('Hide {items}?', { items }),
      message: t('They leave every public list, page and search until they are unhidden.'),
      confirm: t('Hide'),
    },
    unhide: {
      title: t('Unhide {items}?', { items }),
      message: t('Items that nothing else keeps hidden (a report, a takedown, a dead link) are shown again.'),
      confirm: t('Unhide'),
    },
    delete: {
      title: t('Delete {items}?', { items }),
      message: t('This cannot be undone.'),
      confirm: t('Delete'),
    },
  })[action];

/** What the work in progress says beside its progress bar. */
const progressText = (action: BulkAction, items: string) =>
  ({
    hide: t('Hiding {items}…', { items }),
    unhide: t('Unhiding {items}…', { items }),
    delete: t('Deleting {items}…', { items }),
    addTags: t('Adding tags to {items}…', { items }),
    removeTags: t('Removing tags from {items}…', { items }),
    changeModel: t('Moving {items}…', { items }),
  })[action];

/** What a finished action says. */
const doneText = (action: BulkAction, items: string) =>
  ({
    hide: t('Hid {items}', { items }),
    unhide: t('Unhid {items}', { items }),
    delete: t('Deleted {items}', { items }),
    addTags: t('Tagged {items}', { items }),
    removeTags: t('Untagged {items}', { items }),
    changeModel: t('Moved {items}', { items }),
  })[action];

/**
 * The admin list's selection and its bulk actions (docs/catalogue-operations.md#bulk-actions):
 * select the page or every row the search finds, then hide, unhide, delete, tag, untag or move
 * them. Each asks first, naming the count; a large selection runs on the server and shows its
 * progress as a percentage. A hide or unhide can be undone from the alert that reports it, which
 * reverses exactly the rows it changed.
 */
export function BulkBar({ kind, selection, pageIds, total, countLabel, showAlert }: BulkBarProps) {
  const bulk = useBulkAction(kind);
  const [details, setDetails] = useState<'addTags' | 'removeTags' | 'changeModel' | null>(null);
  const [running, setRunning] = useState<{ action: BulkAction; count: number; percent: number | null } | null>(null);
  const pageBox = useRef<HTMLInputElement>(null);
  const onPage = pageIds.filter((id) => selection.isSelected(id)).length;
  const pageChecked = pageIds.length > 0 && onPage === pageIds.length;
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = onPage > 0 && !pageChecked;
  }, [onPage, pageChecked]);

  const items = countLabel(selection.count);

  function run(body: BulkInput, count: number, undoable: boolean) {
    setRunning({ action: body.action, count, percent: null });
    const onProgress = (operation: BulkOperation) =>
      setRunning({ action: body.action, count: operation.total, percent: operation.percent });
    bulk.mutate(
      { body, onProgress },
      {
        onSettled: () => setRunning(null),
        onError: adminFailure(showAlert, t('The action failed')),
        onSuccess: (result: BulkResponse) => {
          selection.clear();
          const opposite = result.action === 'hide' ? 'unhide' : result.action === 'unhide' ? 'hide' : null;
          const skipped =
            result.skipped > 0
              ? t('{count, plural, one {# was left as it was.} other {# were left as they were.}}', {
                  count: result.skipped,
                })
              : '';
          showAlert({
            type: 'success',
            title: doneText(result.action, countLabel(result.changed)),
            message: skipped || t('Done.'),
            ...(undoable && opposite && result.changed > 0
              ? {
                  confirmText: t('Undo'),
                  cancelText: t('Close'),
                  showCancel: true,
                  onConfirm: () => run({ action: opposite, ids: result.changedIds }, result.changed, false),
                }
              : {}),
          });
        },
      },
    );
  }

  function ask(action: 'hide' | 'unhide' | 'delete') {
    const texts = confirmTexts(action, items);
    const count = selection.count;
    const target = selection.target();
    showAlert({
      type: action === 'delete' ? 'error' : 'warning',
      title: texts.title,
      message: texts.message,
      confirmText: texts.confirm,
      showCancel: true,
      onConfirm: () => run({ action, ...target }, count, true),
    });
  }

  const busy = running !== null;
  return (
    <section aria-label={t('Selection')} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-fg">
          <input
            ref={pageBox}
            type="checkbox"
            checked={pageChecked}
            disabled={pageIds.length === 0 || busy}
            onChange={(event) => selection.setPage(pageIds, event.target.checked)}
            className={cn('size-4 shrink-0 cursor-pointer rounded accent-accent', focusRing)}
          />
          {t('Select page')}
        </label>
        <p className="text-sm text-fg-muted" aria-live="polite">
          {selection.count > 0
            ? t('{count, plural, one {# selected} other {# selected}}', { count: selection.count })
            : t('Nothing selected')}
        </p>
        {selection.count > 0 && !selection.all && total > selection.count && (
          <Button variant="link" size="sm" disabled={busy} onClick={selection.selectAll}>
            {t('Select all {items} matching', { items: countLabel(total) })}
          </Button>
        )}
        {selection.count > 0 && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={selection.clear}>
            <X aria-hidden="true" /> {t('Clear selection')}
          </Button>
        )}
      </div>
      {selection.count > 0 && (
        <div role="group" aria-label={t('Actions for the selection')} className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => ask('hide')}>
            <EyeOff aria-hidden="true" /> {t('Hide')}
          </Button>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => ask('unhide')}>
            <Eye aria-hidden="true" /> {t('Unhide')}
          </Button>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setDetails('addTags')}>
            <Tag aria-hidden="true" /> {t('Add tags')}
          </Button>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setDetails('removeTags')}>
            <Tags aria-hidden="true" /> {t('Remove tags')}
          </Button>
          {kind === 'content' && (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => setDetails('changeModel')}>
              <UserRound aria-hidden="true" /> {t('Change model')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:text-danger"
            disabled={busy}
            onClick={() => ask('delete')}
          >
            <Trash2 aria-hidden="true" /> {t('Delete')}
          </Button>
        </div>
      )}
      {running && (
        <div role="status" className="flex flex-col gap-1.5 text-sm text-fg-muted">
          <span className="flex justify-between gap-2">
            {progressText(running.action, countLabel(running.count))}
            {running.percent !== null && <span className="tabular-nums">{formatNumber(running.percent)} %</span>}
          </span>
          {/* A selection of one batch is one request (no value: the bar runs until it answers); a larger
              one runs on the server, which tells how far it has come. */}
          <progress
            className="h-2 w-full accent-accent"
            aria-label={progressText(running.action, countLabel(running.count))}
            {...(running.percent !== null
              ? {
                  value: running.percent,
                  max: 100,
                  'aria-valuenow': running.percent,
                  'aria-valuemin': 0,
                  'aria-valuemax': 100,
                }
              : {})}
          />
        </div>
      )}
      <BulkDetailsDialog
        action={details}
        items={items}
        onClose={() => setDetails(null)}
        onSubmit={(extra) => {
          const body = { action: details!, ...selection.target(), ...extra } as BulkInput;
          const count = selection.count;
          setDetails(null);
          run(body, count, false);
        }}
      />
    </section>
  );
}
