import { Lock, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { COLLECTION_NAME_MAX_LENGTH } from '@packdex/shared/constants';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { TitledDialog } from '@/components/ui/dialog.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useCreateCollection, useMyCollections, useToggleSaved } from '../api/collections.ts';
import { canCreateMore, collectionLabel } from '../lib/collections.ts';

type Props = { viewerId: number; contentId: number; title: string; onClose: () => void };

/** Picks the collections holding an item (each a checkbox), or creates one and saves the item in it. */
export function SaveDialog({ viewerId, contentId, title, onClose }: Props) {
  const mine = useMyCollections(viewerId, contentId);
  const toggle = useToggleSaved();
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const collections = mine.data?.collections ?? [];
  const limit = mine.data?.limit ?? null;
  const roomForMore = canCreateMore(collections, limit);

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setError(null);
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: ({ id }) => {
          setName('');
          toggle.mutate({ id, contentId, saved: true });
        },
        onError: (e) =>
          setError(
            e instanceof ApiError && e.code === 'COLLECTION_LIMIT'
              ? t('Free accounts can have {count} collections besides Saved.', { count: limit ?? 0 })
              : t('Could not create the collection. Please try again.'),
          ),
      },
    );
  };

  return (
    <TitledDialog
      open
      onClose={onClose}
      title={t('Save to a collection')}
      description={t('Pick the collections that keep “{title}”.', { title })}
    >
      {mine.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-label={t('Loading your collections')}>
          <Skeleton className="h-10 w-full rounded-lg" />
          <Skeleton className="h-10 w-full rounded-lg" />
        </div>
      ) : mine.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('Your collections could not be loaded.')}
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2" data-testid="save-collections">
          <legend className="sr-only">{t('Your collections')}</legend>
          {collections.map((c) => (
            <label
              key={c.id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-line-strong bg-surface-2/50 p-3 text-sm"
            >
              <input
                type="checkbox"
                checked={c.contains === true}
                onChange={(event) => toggle.mutate({ id: c.id, contentId, saved: event.target.checked })}
                className={`size-4 shrink-0 cursor-pointer rounded accent-accent ${focusRing}`}
              />
              <span className="min-w-0 flex-1 truncate text-fg">{collectionLabel(c)}</span>
              {!c.public && <Lock aria-label={t('Private')} className="size-4 text-fg-muted" />}
              <span className="text-fg-muted tabular-nums">{c.itemCount}</span>
            </label>
          ))}
        </fieldset>
      )}
      {mine.data &&
        (roomForMore ? (
          <form onSubmit={onCreate} className="flex flex-col gap-1.5">
            <Label htmlFor={nameId}>{t('New collection')}</Label>
            <div className="flex gap-2">
              <Input
                id={nameId}
                value={name}
                maxLength={COLLECTION_NAME_MAX_LENGTH}
                onChange={(event) => setName(event.target.value)}
                placeholder={t('Name')}
                invalid={error !== null}
              />
              <Button type="submit" disabled={create.isPending || !name.trim()}>
                <Plus aria-hidden="true" /> {t('Create')}
              </Button>
            </div>
            {error && (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
          </form>
        ) : (
          <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
            {t('Free accounts can have {count} collections besides Saved.', { count: limit ?? 0 })}
            <Link to={paths.premium.getHref()} className={buttonClasses('secondary', 'sm')} onClick={onClose}>
              {t('Go premium for unlimited collections')}
            </Link>
          </p>
        ))}
      <div className="flex justify-between gap-2">
        <Link to={paths.collections.getHref()} className={buttonClasses('ghost', 'sm')} onClick={onClose}>
          {t('My collections')}
        </Link>
        <Button variant="secondary" onClick={onClose}>
          {t('Done')}
        </Button>
      </div>
    </TitledDialog>
  );
}
