import { slugify } from '@packdex/shared/utils';
import { badRequest, conflict, UniqueConflict } from './errors.ts';

/** A slug not in `taken`: the wanted one, or with -2, -3… */
export function freeSlug(wanted: string, taken: Set<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let i = 2; ; i += 1) if (!taken.has(`${wanted}-${i}`)) return `${wanted}-${i}`;
}

/** The slug an admin typed, made URL-safe; a text with nothing usable in it is a 400. */
export function chosenSlug(typed: string): string {
  const slug = slugify(typed);
  if (!slug) throw badRequest('Slug must contain letters or digits');
  return slug;
}

const SLUG_ATTEMPTS = 5;

/**
 * Runs a write that picks a free slug (in its own transaction) again when a parallel writer took
 * the same slug between the check and the insert (the unique index refused it). A slug the admin
 * chose is not changed behind their back: `chosen` makes that a 409. Other unique conflicts pass through.
 */
export async function retryOnSlugConflict<T>(write: () => Promise<T>, chosen: boolean): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (err) {
      if (!(err instanceof UniqueConflict) || err.column !== 'slug') throw err;
      if (chosen) throw conflict('That slug is already in use');
      if (attempt >= SLUG_ATTEMPTS) throw conflict('Could not find a free slug; please try again');
    }
  }
}
