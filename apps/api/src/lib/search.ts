import { type Expression, type SqlBool, sql } from 'kysely';
import type { Engine } from '../db/database.ts';

/** Splits free text into at most 8 lower-case word tokens safe to put in a full-text query. */
export function searchTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 8);
}

/**
 * A condition "row id matches every token as a word prefix" over the table's search_text:
 * FTS5 on SQLite, a tsvector prefix query on PostgreSQL. Returns null when there is nothing to
 * search for.
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
