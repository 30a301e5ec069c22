import { Lock } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useMyCollections, useToggleSaved } from '../api/collections.ts';
import { collectionLabel } from '../lib/collections.ts';
import { NewCollection } from './new-collection.tsx';

type Props = {
  viewerId: number;
  contentId: number;
  /** Following the premium link from the limit's notice (a dialog or popover closes). */
  onLeave?: () => void;
};

/**
 * The viewer's collections as checkboxes, ticked when they hold the item (one read: GET
 * /collections?contentId=): ticking saves, unticking removes, at once on the screen and undone if
 * the server refuses; then the form that creates a collection and saves the item in it.
 */
export function CollectionChoices({ viewerId, contentId, onLeave }: Props) {
  const mine = useMyCollections(viewerId, contentId);
  const toggle = useToggleSaved(viewerId);
  const collections = mine.data?.collections ?? [];

  return (
    <>
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
        <fieldset className="flex max-h-64 flex-col gap-2 overflow-y-auto" data-testid="save-collections">
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
      {toggle.isError && (
        <p role="alert" className="text-sm text-danger">
          {t('Your change could not be saved. Please try again.')}
        </p>
      )}
      {mine.data && (
        <NewCollection
          collections={collections}
          limit={mine.data.limit}
          onCreated={({ id }) => toggle.mutate({ id, contentId, saved: true })}
          onLeave={onLeave}
        />
      )}
    </>
  );
}
