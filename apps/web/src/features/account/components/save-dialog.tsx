import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { TitledDialog } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useMyCollections, useToggleSaved } from '../api/collections.ts';
import { collectionLabel } from '../lib/collections.ts';
import { NewCollection } from './new-collection.tsx';

type Props = { viewerId: number; contentId: number; title: string; onClose: () => void };

/** Picks the collections holding an item (each a checkbox), or creates one and saves the item in it. */
export function SaveDialog({ viewerId, contentId, title, onClose }: Props) {
  const mine = useMyCollections(viewerId, contentId);
  const toggle = useToggleSaved();
  const collections = mine.data?.collections ?? [];
  const limit = mine.data?.limit ?? null;

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
      {mine.data && (
        <NewCollection
          collections={collections}
          limit={limit}
          onCreated={({ id }) => toggle.mutate({ id, contentId, saved: true })}
          onLeave={onClose}
        />
      )}
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
