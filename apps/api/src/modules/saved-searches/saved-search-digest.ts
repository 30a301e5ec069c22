import type { DigestFrequency } from '@packdex/shared/constants';
import type { SavedSearchQuery } from '@packdex/shared/schemas';
import type { Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { MatchAmong } from './saved-search-alerts.ts';
import { digestMail, type DigestSection } from './saved-searches.mails.ts';
import type { SavedSearchesRepository } from './saved-searches.repository.ts';
import { nextDigestAt } from './saved-searches.service.ts';

/** Accounts served per run; items read per digest; items listed per section. */
const ACCOUNTS_PER_RUN = 50;
const ITEMS_PER_DIGEST = 500;
const ITEMS_PER_SECTION = 10;
/** The published items' log keeps a little more than the longest period (a week). */
const LOG_KEPT_MS = 8 * 24 * 60 * 60 * 1000;

/**
 * The e-mail digest (docs/product.md#saved-searches), run by the job schedule: to each account
 * whose digest is due, the items published since its last one (or its opt-in) that match one of its
 * saved searches, or come from a model or carry a tag it follows, each item once (in the first
 * section naming it), through the durable mail queue. Nothing new, no mail; the period moves on
 * either way. A suspended account gets no mail.
 */
export function savedSearchDigest({
  transact,
  searches,
  mailer,
  matchAmong,
  publicUrl,
  siteName,
}: {
  transact: Transact;
  searches: SavedSearchesRepository;
  mailer: Pick<Mailer, 'html' | 'enqueue' | 'kick'>;
  matchAmong: MatchAmong;
  publicUrl: string;
  siteName: string;
}) {
  const itemUrl = (slug: string) => `${publicUrl}/content/${encodeURIComponent(slug)}`;

  async function sectionsFor(userId: number, ids: number[]): Promise<DigestSection[]> {
    const found: { kind: DigestSection['kind']; name?: string; ids: number[] }[] = [];
    for (const search of await searches.mine(userId)) {
      const matched = await matchAmong(JSON.parse(search.query) as SavedSearchQuery, ids);
      if (matched.length) found.push({ kind: 'search', name: search.name, ids: matched });
    }
    found.push({ kind: 'models', ids: await searches.ofFollowedModels(userId, ids) });
    found.push({ kind: 'tags', ids: await searches.ofFollowedTags(userId, ids) });
    const items = new Map((await searches.itemsFor([...new Set(found.flatMap((f) => f.ids))])).map((i) => [i.id, i]));
    const shown = new Set<number>();
    const order = new Map(ids.map((id, i) => [id, i]));
    const sections: DigestSection[] = [];
    for (const f of found) {
      const fresh = f.ids
        .filter((id) => items.has(id) && !shown.has(id))
        .sort((a, b) => order.get(a)! - order.get(b)!)
        .slice(0, ITEMS_PER_SECTION);
      fresh.forEach((id) => shown.add(id));
      if (fresh.length)
        sections.push({
          kind: f.kind,
          ...(f.name !== undefined ? { name: f.name } : {}),
          items: fresh.map((id) => {
            const item = items.get(id)!;
            return { title: item.title, modelName: item.modelName, url: itemUrl(item.slug) };
          }),
        });
    }
    return sections;
  }

  return {
    /** One run; resolves with how many digests it queued. */
    async run(): Promise<number> {
      const atMs = clock.millis();
      const at = new Date(atMs).toISOString();
      await searches.prune(new Date(atMs - LOG_KEPT_MS).toISOString());
      let sent = 0;
      for (const due of await searches.dueDigests(at, ACCOUNTS_PER_RUN)) {
        const frequency = due.frequency as DigestFrequency;
        if (frequency === 'off') continue;
        const since = typeof due.since === 'string' ? due.since : due.since.toISOString();
        const ids = await searches.publishedBetween(since, at, ITEMS_PER_DIGEST);
        const sections = due.suspended_at === null && ids.length ? await sectionsFor(due.user_id, ids) : [];
        // The mail and the period's move commit together: a crash between them sends no digest twice.
        await transact(async (trx) => {
          if (sections.length)
            await mailer.enqueue(
              digestMail(mailer, due, { frequency, sections, settingsUrl: `${publicUrl}/account#digest`, siteName }),
              trx,
            );
          await searches.markDigested(due.user_id, at, nextDigestAt(frequency, atMs)!, sections.length > 0, trx);
        });
        if (sections.length) sent += 1;
      }
      if (sent) mailer.kick();
      return sent;
    },
  };
}
export type SavedSearchDigest = ReturnType<typeof savedSearchDigest>;
