import { BellPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@packdex/shared/constants';
import type { SavedSearchQuery } from '@packdex/shared/schemas';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { TitledDialog } from '@/components/ui/dialog.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useCreateSavedSearch } from '../api/saved-searches.ts';
import { describeQuery, suggestedName } from '../lib/saved-searches.ts';

type Props = { query: SavedSearchQuery; onClose: () => void };

/** Names the list's filters and saves them, with the bell's alert on unless unticked. */
export function SaveSearchDialog({ query, onClose }: Props) {
  const create = useCreateSavedSearch();
  const [name, setName] = useState(() => suggestedName(query));
  const [alert, setAlert] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const nameId = useId();
  const alertId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setError(null);
    create.mutate(
      { name: name.trim(), query, notify: alert ? 'bell' : 'none' },
      {
        onSuccess: () => setSaved(true),
        onError: (e) =>
          setError(
            e instanceof ApiError && e.code === 'SAVED_SEARCH_LIMIT'
              ? t('You have as many saved searches as your account may keep. Delete one to save another.')
              : t('Could not save the search. Please try again.'),
          ),
      },
    );
  };

  return (
    <TitledDialog
      open
      onClose={onClose}
      icon={<BellPlus />}
      title={saved ? t('Search saved') : t('Save this search')}
      description={describeQuery(query)}
    >
      {saved ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-sm text-fg">
            {alert
              ? t('You will be notified when new packs match it.')
              : t('Find it again on your saved searches page.')}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Link to={paths.savedSearches.getHref()} className={buttonClasses('ghost', 'md')} onClick={onClose}>
              {t('My saved searches')}
            </Link>
            <Button onClick={onClose}>{t('Done')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="save-search-form">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={nameId}>{t('Name')}</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
              onChange={(event) => setName(event.target.value)}
              invalid={error !== null}
              autoFocus
            />
          </div>
          <label htmlFor={alertId} className="flex cursor-pointer items-center gap-3 text-sm text-fg">
            <input
              id={alertId}
              type="checkbox"
              checked={alert}
              onChange={(event) => setAlert(event.target.checked)}
              className={`size-4 shrink-0 cursor-pointer rounded accent-accent ${focusRing}`}
            />
            {t('Notify me when new packs match')}
          </label>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending || !name.trim()}>
              {t('Save')}
            </Button>
          </div>
        </form>
      )}
    </TitledDialog>
  );
}
