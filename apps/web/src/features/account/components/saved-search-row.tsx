import { Bell, BellOff, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@packdex/shared/constants';
import type { SavedSearch } from '@packdex/shared/schemas';
import { savedSearchParams } from '@packdex/shared/saved-search';
import { AlertDialog } from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../api/saved-searches.ts';
import { describeQuery } from '../lib/saved-searches.ts';

/** One saved search: open it (the list with its filters), its alert, rename, delete. */
export function SavedSearchRow({ search }: { search: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [confirming, setConfirming] = useState(false);
  const nameId = useId();
  const alertOn = search.notify === 'bell';

  const onRename = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    update.mutate({ id: search.id, name: name.trim() }, { onSuccess: () => setRenaming(false) });
  };

  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-line-strong bg-surface-2/50 p-4 sm:flex-row sm:items-center"
      data-testid="saved-search"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {renaming ? (
          <form onSubmit={onRename} className="flex flex-col gap-1.5">
            <Label htmlFor={nameId}>{t('New name')}</Label>
            <div className="flex gap-2">
              <Input
                id={nameId}
                value={name}
                maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
                onChange={(event) => setName(event.target.value)}
                autoFocus
              />
              <Button type="submit" size="md" disabled={update.isPending || !name.trim()}>
                {t('Rename')}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setRenaming(false)}>
                {t('Cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <span className="flex min-w-0 items-center gap-2">
            <Link
              to={paths.search.getHref(savedSearchParams(search.query))}
              onClick={() => search.newCount > 0 && update.mutate({ id: search.id, opened: true })}
              className={`truncate font-semibold text-fg hover:text-accent ${focusRing} rounded-sm`}
            >
              {search.name}
            </Link>
            {search.newCount > 0 && (
              <Badge data-testid="saved-search-new">
                {t('{count, plural, one {# new} other {# new}}', { count: search.newCount })}
              </Badge>
            )}
          </span>
        )}
        <span className="text-sm text-fg-muted [overflow-wrap:anywhere]">{describeQuery(search.query)}</span>
        {update.isError && (
          <p role="alert" className="text-sm text-danger">
            {t('Could not change the saved search. Please try again.')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={alertOn ? 'secondary' : 'outline'}
          size="sm"
          aria-pressed={alertOn}
          disabled={update.isPending}
          onClick={() => update.mutate({ id: search.id, notify: alertOn ? 'none' : 'bell' })}
          title={t('Notify me when new packs match “{name}”', { name: search.name })}
        >
          {alertOn ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />}
          {alertOn ? t('Alert on') : t('Alert off')}
        </Button>
        {!renaming && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setName(search.name);
              setRenaming(true);
            }}
            aria-label={t('Rename “{name}”', { name: search.name })}
          >
            <Pencil aria-hidden="true" /> {t('Rename')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setConfirming(true)}
          aria-label={t('Delete “{name}”', { name: search.name })}
        >
          <Trash2 aria-hidden="true" /> {t('Delete')}
        </Button>
      </div>
      <AlertDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        type="warning"
        title={t('Delete this saved search?')}
        message={t('“{name}” and its alert will be gone.', { name: search.name })}
        confirmText={t('Delete')}
        showCancel
        onConfirm={() => remove.mutate(search.id)}
      />
    </li>
  );
}
