import type { Collection } from '@packdex/shared/schemas';
import { t } from '@/lib/i18n/i18n.ts';

/** A collection's name as shown: the default one's in the interface's language. */
export const collectionLabel = (c: Pick<Collection, 'name' | 'isDefault'>) =>
  c.isDefault && c.name === 'Saved' ? t('Saved') : c.name;

/** Whether a free account may create another collection ("Saved" does not count). */
export function canCreateMore(collections: readonly Pick<Collection, 'isDefault'>[], limit: number | null): boolean {
  return limit === null || collections.filter((c) => !c.isDefault).length < limit;
}

/** A public collection's Atom feed: its page's address with `/feed.atom` (served by the API's feeds module). */
export const collectionFeedHref = (id: number, slug: string) =>
  `/collection/${id}/${encodeURIComponent(slug)}/feed.atom`;
