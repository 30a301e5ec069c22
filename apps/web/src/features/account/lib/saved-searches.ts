import type { SavedSearchQuery } from '@packdex/shared/schemas';
import { t } from '@/lib/i18n/i18n.ts';

/** A saved search's filters in a few words: “harbor” · Video · #night · without #city · Popular. */
export function describeQuery(query: SavedSearchQuery): string {
  return [
    ...(query.search ? [`“${query.search}”`] : []),
    ...(query.type ? [t('Type: {type}', { type: query.type })] : []),
    ...(query.tag ?? []).map((slug) => `#${slug}`),
    ...(query.excludeTag ?? []).map((slug) => t('without #{tag}', { tag: slug })),
    ...(query.sortBy === 'popular' ? [t('Most popular first')] : []),
  ].join(' · ');
}

/** A name to start from when saving a search: its words, else its first tag, else its type. */
export function suggestedName(query: SavedSearchQuery): string {
  return (query.search ?? (query.tag?.[0] ? `#${query.tag[0]}` : (query.type ?? ''))).slice(0, 80);
}
