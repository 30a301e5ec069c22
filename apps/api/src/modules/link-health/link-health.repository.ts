import { type Kysely, sql } from 'kysely';
import type { Engine } from '../../db/database.ts';
import { moderation } from '../../db/moderation.ts';
import type { DB, Executor } from '../../db/schema.ts';
import { countOf, pageOf, type PageRequest } from '../../db/paging.ts';

/** How many checks of one link the history keeps. */
export const CHECK_HISTORY = 20;

/** The host part of a download URL, as links are grouped and limited by it. */
export const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).hostname.toLowerCase() : '');

/** What one check found, as stored. */
export interface StoredCheck {
  outcome: 'alive' | 'failed' | 'outage';
  status: number | null;
  length: number | null;
  type: string | null;
  error: string | null;
  durationMs: number | null;
}

/** A link's new state after a check (the service decides it). */
export interface LinkUpdate {
  state: 'alive' | 'dead' | 'unknown';
  failures: number;
  checkedAt: string;
  aliveSince: string | null;
  nextCheckAt: string;
  /** Keep the link's reported mark (a broken_link report still waits for a confirmation). */
  reported: boolean;
}

const linkColumns = [
  'content_links.id',
  'content_links.content_id',
  'content_links.position',
  'content_links.url',
  'content_links.host',
  'content_links.state',
  'content_links.checked_at',
  'content_links.alive_since',
  'content_links.last_status',
  'content_links.last_length',
  'content_links.last_type',
  'content_links.last_error',
  'content_links.failures',
  'content_links.next_check_at',
  'content_links.reported_at',
  'content_links.false_positive_until',
] as const;

/** Download links of items, their checks and the hosts backed off from (docs/link-health.md). */
export function linkHealthRepository(db: Kysely<DB>, engine: Engine) {
  const contents = moderation(db, 'contents');
  /** A link with what scheduling reads of its item. */
  const withItem = (executor: Executor = db) =>
    executor
      .selectFrom('content_links')
      .innerJoin('contents', 'contents.id', 'content_links.content_id')
      .select(linkColumns)
      .select(['contents.created_at as item_created_at', 'contents.views as item_views']);

  /** Places or lifts the item's `link_dead` hold; true when its visibility changed. */
  async function holdDead(contentId: number, dead: boolean, at: string, executor: Executor = db): Promise<boolean> {
    const held = (await contents.holds(contentId, executor)).includes('link_dead');
    if (held === dead) return false;
    const before = (await contents.hiddenStates([contentId], executor)).get(contentId);
    if (dead) await contents.hide(contentId, 'link_dead', at, executor);
    else await contents.unhide(contentId, 'link_dead', executor);
    return before !== (await contents.hiddenStates([contentId], executor)).get(contentId);
  }

  return {
    /**
     * Makes the item's links `primary` and `mirrors` (undefined: the mirrors it has stay): a position
     * whose URL is unchanged keeps its state and history, a new URL starts unknown and due at once,
     * positions past the list go. The item is then held for a dead link exactly when every link it
     * has left is dead: an admin who replaces a dead link (or adds a mirror) shows it again at once.
     */
    async sync(
      contentId: number,
      primary: string,
      mirrors: string[] | undefined,
      at: string,
      executor: Executor = db,
    ): Promise<void> {
      const current = await executor
        .selectFrom('content_links')
        .select(['id', 'position', 'url'])
        .where('content_id', '=', contentId)
        .execute();
      const byPosition = new Map(current.map((l) => [l.position, l]));
      const urls = mirrors ? [primary, ...mirrors] : [primary];
      for (const [position, url] of urls.entries()) {
        const existing = byPosition.get(position);
        if (existing?.url === url) continue;
        if (existing) await executor.deleteFrom('content_links').where('id', '=', existing.id).execute();
        await executor
          .insertInto('content_links')
          .values({ content_id: contentId, position, url, host: hostOf(url), next_check_at: at })
          .execute();
      }
      if (mirrors)
        await executor
          .deleteFrom('content_links')
          .where('content_id', '=', contentId)
          .where('position', '>=', urls.length)
          .execute();
      const states = await executor
        .selectFrom('content_links')
        .select('state')
        .where('content_id', '=', contentId)
        .execute();
      await holdDead(contentId, states.length > 0 && states.every((l) => l.state === 'dead'), at, executor);
    },

    /**
     * Claims up to `limit` due links for one round (`token`) until `until`: the due rows not claimed
     * by a live round, of hosts not backed off from. One conditional UPDATE: a row another round
     * claimed meanwhile fails the repeated condition (PostgreSQL re-reads it after the lock; SQLite
     * has one writer), so no link is claimed twice.
     */
    async claim(token: string, now: string, until: string, limit: number) {
      const due = db
        .selectFrom('content_links')
        .select('id')
        .where('next_check_at', '<=', now)
        .where((eb) => eb.or([eb('claim_until', 'is', null), eb('claim_until', '<=', now)]))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('link_hosts')
                .select('host')
                .whereRef('link_hosts.host', '=', 'content_links.host')
                .where('down_until', '>', now),
            ),
          ),
        )
        .orderBy('next_check_at')
        .orderBy('id')
        .limit(limit);
      await db
        .updateTable('content_links')
        .set({ claim_token: token, claim_until: until })
        .where('id', 'in', engine === 'postgres' ? due.forUpdate().skipLocked() : due)
        .where((eb) => eb.or([eb('claim_until', 'is', null), eb('claim_until', '<=', now)]))
        .execute();
      return withItem().where('content_links.claim_token', '=', token).orderBy('content_links.id').execute();
    },

    /** One link with its item's scheduling facts. */
    byId: (id: number, executor: Executor = db) =>
      withItem(executor).where('content_links.id', '=', id).executeTakeFirst(),

    /** The item's links, primary first. */
    forContent: (contentId: number, executor: Executor = db) =>
      withItem(executor).where('content_links.content_id', '=', contentId).orderBy('content_links.position').execute(),

    /** The links of several items (a page of them), primary first: one query. */
    async forContents(ids: number[], executor: Executor = db) {
      if (ids.length === 0) return [];
      return executor
        .selectFrom('content_links')
        .select(['content_id', 'position', 'url', 'state', 'checked_at'])
        .where('content_id', 'in', ids)
        .orderBy('content_id')
        .orderBy('position')
        .execute();
    },

    /** Writes a check's result and the link's new state, frees its claim, and keeps the history bounded. */
    async record(id: number, check: StoredCheck, update: LinkUpdate, executor: Executor = db): Promise<void> {
      await executor
        .updateTable('content_links')
        .set({
          state: update.state,
          failures: update.failures,
          checked_at: update.checkedAt,
          alive_since: update.aliveSince,
          next_check_at: update.nextCheckAt,
          last_status: check.status,
          last_length: check.length,
          last_type: check.type,
          last_error: check.error,
          claim_token: null,
          claim_until: null,
          ...(update.reported ? {} : { reported_at: null }),
        })
        .where('id', '=', id)
        .execute();
      await executor
        .insertInto('content_link_checks')
        .values({
          link_id: id,
          checked_at: update.checkedAt,
          outcome: check.outcome,
          status: check.status,
          length: check.length,
          type: check.type,
          error: check.error,
          state: update.state,
          duration_ms: check.durationMs,
        })
        .execute();
      const keep = await executor
        .selectFrom('content_link_checks')
        .select('id')
        .where('link_id', '=', id)
        .orderBy('id', 'desc')
        .offset(CHECK_HISTORY)
        .limit(1)
        .executeTakeFirst();
      if (keep)
        await executor.deleteFrom('content_link_checks').where('link_id', '=', id).where('id', '<=', keep.id).execute();
    },

    /** Gives back claimed links that were not checked (their host asked to wait), due again at `next`. */
    async release(ids: number[], next: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('content_links')
        .set({ claim_token: null, claim_until: null, next_check_at: next })
        .where('id', 'in', ids)
        .execute();
    },

    /** A broken_link report names the item: its links are due now and marked as reported. */
    async markReported(contentId: number, at: string, executor: Executor = db): Promise<void> {
      await executor
        .updateTable('content_links')
        // A person's report is new evidence: an admin's "false positive" no longer shields the link.
        .set({ reported_at: at, next_check_at: at, false_positive_until: null })
        .where('content_id', '=', contentId)
        .execute();
    },

    /**
     * The last checks of several links (an item's), newest first per link: one query on
     * `content_link_checks_link_idx`; `record` keeps at most CHECK_HISTORY per link.
     */
    async history(linkIds: number[], executor: Executor = db) {
      if (linkIds.length === 0) return [];
      return executor
        .selectFrom('content_link_checks')
        .select(['id', 'link_id', 'checked_at', 'outcome', 'state', 'status', 'length', 'type', 'error', 'duration_ms'])
        .where('link_id', 'in', linkIds)
        .orderBy('link_id')
        .orderBy('id', 'desc')
        .execute();
    },

    /**
     * An admin's "false positive": the link is alive again with a fresh streak, due at `next`, and
     * its failures do not count towards dead until `until`. Only a dead link; false otherwise.
     */
    async markFalsePositive(id: number, at: string, until: string, next: string, executor: Executor = db) {
      const result = await executor
        .updateTable('content_links')
        .set({
          state: 'alive',
          failures: 0,
          alive_since: at,
          next_check_at: next,
          false_positive_until: until,
          reported_at: null,
        })
        .where('id', '=', id)
        .where('state', '=', 'dead')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A host's back-off, if any. */
    host: (host: string) => db.selectFrom('link_hosts').selectAll().where('host', '=', host).executeTakeFirst(),

    /** Marks a host down until `until` (counting the outage), or up again (`until` null). */
    async setHost(host: string, until: string | null, at: string): Promise<void> {
      const outages = until === null ? sql<number>`0` : sql<number>`link_hosts.outages + 1`;
      await db
        .insertInto('link_hosts')
        .values({ host, down_until: until, outages: until === null ? 0 : 1, updated_at: at })
        .onConflict((oc) => oc.column('host').doUpdateSet({ down_until: until, outages, updated_at: at }))
        .execute();
    },

    /** Counts of links by state, and by host and state. */
    async summary() {
      const byState = await db
        .selectFrom('content_links')
        .select(['state', (eb) => eb.fn.countAll<number | string>().as('count')])
        .groupBy('state')
        .execute();
      const byHost = await db
        .selectFrom('content_links')
        .leftJoin('link_hosts', 'link_hosts.host', 'content_links.host')
        .select([
          'content_links.host',
          'content_links.state',
          'link_hosts.down_until',
          (eb) => eb.fn.countAll<number | string>().as('count'),
        ])
        .groupBy(['content_links.host', 'content_links.state', 'link_hosts.down_until'])
        .orderBy('content_links.host')
        .execute();
      return { byState, byHost };
    },

    /** A page of dead links, the longest-dead first, with their item. */
    async dead(page: PageRequest) {
      const base = db
        .selectFrom('content_links')
        .innerJoin('contents', 'contents.id', 'content_links.content_id')
        .where('content_links.state', '=', 'dead');
      const rows = await pageOf(
        base
          .select(linkColumns)
          .select(['contents.slug', 'contents.title', 'contents.hidden_at'])
          .orderBy('content_links.checked_at')
          .orderBy('content_links.id'),
        page,
      ).execute();
      return { rows, total: await countOf(base) };
    },

    holdDead,

    /** Whether the item is hidden from visitors (for any hold). */
    hidden: async (contentId: number, executor: Executor = db) =>
      (await contents.hiddenStates([contentId], executor)).get(contentId) ?? false,

    /** The item's title, for the audit log; undefined when there is no such item. */
    title: async (contentId: number, executor: Executor = db) =>
      (await executor.selectFrom('contents').select('title').where('id', '=', contentId).executeTakeFirst())?.title,

    /** Whether the item at `slug` is hidden for its dead download link and for nothing else. */
    async heldOnlyForDeadLink(slug: string): Promise<boolean> {
      const row = await db.selectFrom('contents').select('id').where('slug', '=', slug).executeTakeFirst();
      if (!row) return false;
      const holds = await contents.holds(row.id);
      return holds.length === 1 && holds[0] === 'link_dead';
    },
  };
}
export type LinkHealthRepository = ReturnType<typeof linkHealthRepository>;
