import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { matchesSearch } from '../../lib/search.ts';

/** Candidate rows for suggestions: visible models and content matching every word prefix. */
export function searchRepository(db: Kysely<DB>, engine: Engine) {
  return {
    async models(q: string, limit: number) {
      const match = matchesSearch(engine, 'models', q);
      if (!match) return [];
      return db
        .selectFrom('models')
        .select(['name', 'slug', 'photo_url', 'views'])
        .where('hidden_at', 'is', null)
        .where(match)
        .orderBy('views', 'desc')
        .limit(limit)
        .execute();
    },
    async contents(q: string, limit: number) {
      const match = matchesSearch(engine, 'contents', q);
      if (!match) return [];
      return db
        .selectFrom('contents')
        .select(['title', 'slug', 'thumbnail_url', 'views'])
        .where('hidden_at', 'is', null)
        .where(match)
        .orderBy('views', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type SearchRepository = ReturnType<typeof searchRepository>;
