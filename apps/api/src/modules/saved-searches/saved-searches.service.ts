import { SAVED_SEARCH_LIMITS, type DigestFrequency, type SavedSearchNotify } from '@packdex/shared/constants';
import type {
  CreateSavedSearchBody,
  DigestSettings,
  SavedSearch,
  SavedSearchesResponse,
  SavedSearchQuery,
  UpdateSavedSearchBody,
} from '@packdex/shared/schemas';
import type { Transact } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { clock } from '../../lib/clock.ts';
import { now, toIso } from '../../lib/time.ts';
import type { Viewer } from '../users/users.service.ts';
import type { SavedSearchesRepository } from './saved-searches.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long after the last digest (or the opt-in) the next one is due. */
export const DIGEST_PERIOD_MS: Record<Exclude<DigestFrequency, 'off'>, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

/** When the next digest of `frequency` is due after `fromMs`, or null when the digest is off. */
export const nextDigestAt = (frequency: DigestFrequency, fromMs: number): string | null =>
  frequency === 'off' ? null : new Date(fromMs + DIGEST_PERIOD_MS[frequency]).toISOString();

type Row = Awaited<ReturnType<SavedSearchesRepository['mine']>>[number];

const toSavedSearch = (r: Row): SavedSearch => ({
  id: r.id,
  name: r.name,
  query: JSON.parse(r.query) as SavedSearchQuery,
  notify: r.notify === 'bell' ? 'bell' : 'none',
  newCount: r.new_count,
  createdAt: toIso(r.created_at),
  openedAt: toIso(r.opened_at),
});

/** How many saved searches the account may keep. */
const limitOf = (viewer: Viewer) => (viewer.isPremium ? SAVED_SEARCH_LIMITS.premium : SAVED_SEARCH_LIMITS.free);

/**
 * Saved searches (docs/product.md#saved-searches): an account's named list filters, each able to
 * notify of new matches, within a cap per account; and the e-mail digest's frequency. Another
 * account's saved search is simply not found.
 */
export function savedSearchesService({
  transact,
  searches,
}: {
  transact: Transact;
  searches: SavedSearchesRepository;
}) {
  async function owned(viewer: Viewer, id: number): Promise<Row> {
    const row = await searches.byId(id);
    if (!row || row.user_id !== viewer.id) throw notFound('Saved search not found');
    return row;
  }

  return {
    async mine(viewer: Viewer): Promise<SavedSearchesResponse> {
      const rows = await searches.mine(viewer.id);
      return { savedSearches: rows.map(toSavedSearch), limit: limitOf(viewer) };
    },

    /** Saves a search; an account at its cap is refused (403 SAVED_SEARCH_LIMIT). */
    async create(viewer: Viewer, body: CreateSavedSearchBody): Promise<{ id: number }> {
      const limit = limitOf(viewer);
      const id = await transact(async (trx) => {
        await searches.lockOwner(viewer.id, trx);
        if ((await searches.count(viewer.id, trx)) >= limit) {
          throw new AppError(
            403,
            'SAVED_SEARCH_LIMIT',
            viewer.isPremium
              ? `You can keep ${limit} saved searches. Delete one to save another.`
              : `Free accounts can keep ${limit} saved searches. Delete one, or go premium to keep up to ${SAVED_SEARCH_LIMITS.premium}.`,
          );
        }
        return searches.create(
          {
            user_id: viewer.id,
            name: body.name,
            query: JSON.stringify(body.query),
            type: body.query.type ?? null,
            notify: body.notify,
            at: now(),
          },
          trx,
        );
      });
      return { id };
    },

    /** Renames it, changes its query or alert, or marks it opened (its new count back to 0). */
    async update(viewer: Viewer, id: number, body: UpdateSavedSearchBody): Promise<SavedSearch> {
      await owned(viewer, id);
      const at = now();
      await searches.update(id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.query !== undefined ? { query: JSON.stringify(body.query), type: body.query.type ?? null } : {}),
        ...(body.notify !== undefined ? { notify: body.notify satisfies SavedSearchNotify } : {}),
        ...(body.opened ? { opened_at: at, new_count: 0 } : {}),
        updated_at: at,
      });
      return toSavedSearch((await searches.byId(id))!);
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      if (!(await searches.remove(id, viewer.id))) throw notFound('Saved search not found');
    },

    async digest(viewer: Viewer): Promise<DigestSettings> {
      const row = await searches.preference(viewer.id);
      return { frequency: (row?.frequency as DigestFrequency | undefined) ?? 'off' };
    },

    /**
     * Sets the digest's frequency. Turning it on (or changing it) starts a period now: the first
     * digest lists what is published from now on, and comes one period later.
     */
    async setDigest(viewer: Viewer, { frequency }: DigestSettings): Promise<DigestSettings> {
      const current = await searches.preference(viewer.id);
      if (current?.frequency !== frequency) {
        const at = clock.millis();
        await searches.setPreference(viewer.id, frequency, new Date(at).toISOString(), nextDigestAt(frequency, at));
      }
      return { frequency };
    },
  };
}
export type SavedSearchesService = ReturnType<typeof savedSearchesService>;
