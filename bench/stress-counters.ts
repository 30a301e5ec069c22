// The stress run's correctness check (bench/stress.ts): the counters in the database against the
// operations the server confirmed.
import type { Kysely } from 'kysely';
import type { DB } from '../apps/api/src/db/schema.ts';
import type { Op, Sent } from './stress-traffic.ts';

/** What the server confirmed during the run. */
export interface Confirmed {
  views: Map<number, number>;
  /** Successful toggles per "user:content": the like exists when the count is odd. */
  toggles: Map<string, number>;
  comments: Map<number, number>;
  logins: number;
  ops: Record<Op, number>;
}

export const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/**
 * Where the views, likes and comments in the database differ from what the server confirmed. An
 * item with a request still unanswered when the run stopped may count it too (at most one per
 * unanswered request), and a like pair with one is left out.
 */
export async function counterProblems(
  db: Kysely<DB>,
  run: {
    initialViews: Map<number, number>;
    confirmed: Confirmed;
    unanswered: readonly Sent[];
    userIds: readonly number[];
  },
): Promise<string[]> {
  const { initialViews, confirmed, unanswered, userIds } = run;
  const inFlight = (op: Op, contentId: number) =>
    unanswered.filter((p) => p.op === op && p.contentId === contentId).length;
  const problems: string[] = [];
  const after = await db.selectFrom('contents').select(['id', 'views']).execute();
  for (const row of after) {
    const expected = (initialViews.get(row.id) ?? 0) + (confirmed.views.get(row.id) ?? 0);
    const views = Number(row.views);
    if (views < expected || views > expected + inFlight('view', row.id)) {
      problems.push(`content ${row.id}: views ${views}, expected ${expected}`);
    }
  }
  const likeRows = await db
    .selectFrom('likes')
    .select(['user_id', 'content_id'])
    .where('user_id', 'in', [...userIds])
    .execute();
  const unsure = new Set(unanswered.filter((p) => p.op === 'like').map((p) => `${p.userId}:${p.contentId}`));
  const liked = new Set(likeRows.map((r) => `${r.user_id}:${r.content_id}`));
  const expectedLiked = new Set([...confirmed.toggles].filter(([, n]) => n % 2 === 1).map(([k]) => k));
  const wrongLikes = [...new Set([...liked, ...expectedLiked])].filter(
    (k) => !unsure.has(k) && liked.has(k) !== expectedLiked.has(k),
  );
  if (wrongLikes.length) problems.push(`likes: ${wrongLikes.length} user/content pairs differ (${wrongLikes[0]})`);
  const commentRows = await db
    .selectFrom('comments')
    .select(['content_id'])
    .where('user_id', 'in', [...userIds])
    .execute();
  const commentsPer = new Map<number, number>();
  for (const r of commentRows) bump(commentsPer, r.content_id!);
  for (const id of new Set([...commentsPer.keys(), ...confirmed.comments.keys()])) {
    const stored = commentsPer.get(id) ?? 0;
    const expected = confirmed.comments.get(id) ?? 0;
    if (stored < expected || stored > expected + inFlight('comment', id)) {
      problems.push(`content ${id}: ${stored} comments, expected ${expected}`);
    }
  }
  return problems;
}
