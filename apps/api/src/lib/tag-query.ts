import { tagSlug } from './tag-slug.ts';

/** A search split into its tag terms and its words: `tag:name`, `-tag:name`, `tag:"two words"`. */
export interface TagQuery {
  words: string | undefined;
  tags: string[];
  excludeTags: string[];
}

const TERM = /(^|\s)(-?)tag:(?:"([^"]*)"|(\S+))/gi;

/**
 * Splits a search (docs/search.md): each `tag:` term names a tag by its name, slug or an alias
 * (given as its slug), `-tag:` one that results must not carry; the other words search as before.
 */
export function splitTagQuery(search: string | undefined): TagQuery {
  const out: TagQuery = { words: undefined, tags: [], excludeTags: [] };
  if (!search) return out;
  const rest = search.replace(TERM, (_all, lead: string, minus: string, quoted?: string, bare?: string) => {
    const slug = tagSlug((quoted ?? bare ?? '').trim());
    if (quoted?.trim() || bare) (minus ? out.excludeTags : out.tags).push(slug);
    return lead;
  });
  out.words = rest.replace(/\s+/g, ' ').trim() || undefined;
  return out;
}
