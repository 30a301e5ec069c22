import { type Expression, type SqlBool, sql } from 'kysely';
import { searchTokens } from '../lib/search.ts';
import type { Engine } from './database.ts';

/**
 * A condition "row id matches every token as a word prefix" over the table's search_text:
 * FTS5 on SQLite, a tsvector prefix query on PostgreSQL. Returns null when there is nothing to
 * search for. Repositories of the searchable tables use it.
 */
export function matchesSearch(engine: Engine, table: 'contents' | 'models', text: string): Expression<SqlBool> | null {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return null;
  if (engine === 'postgres') {
    const query = tokens.map((t) => `${t}:*`).join(' & ');
    return sql<SqlBool>`${sql.ref(`${table}.search_vector`)} @@ to_tsquery('simple', ${query})`;
  }
  const query = tokens.map((t) => `"${t}"*`).join(' ');
  return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.table(`${table}_fts`)} where ${sql.table(`${table}_fts`)} match ${query})`;
}
