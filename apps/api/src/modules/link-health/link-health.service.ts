import { randomUUID } from 'node:crypto';
import type { ContentLink } from '@packdex/shared/schemas';
import type {
  DeadLinksResponse,
  FalsePositiveAnswer,
  ItemLinkChecksResponse,
  LinkCheck,
  LinkCheckAnswer,
  LinkHealthSummary,
} from '@packdex/shared/schemas/link-health';
import type { Config } from '../../config.ts';
import type { Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { type Outbound, OutboundError, type Pace } from '../../lib/outbound.ts';
import { groupBy } from '../../lib/group-by.ts';
import { paginationOf } from '../../lib/paging.ts';
import { toIso } from '../../lib/time.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { ReportsRepository } from '../reports/reports.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import { adapterFor, type LinkAdapter, type Verdict } from './link-adapters.ts';
import type { LinkHealthRepository } from './link-health.repository.ts';
import { hostGate, type HostGate } from './host-gate.ts';
import { decide, describeCheck, hostBackoff, hostIsDown, SCHEDULE } from './link-policy.ts';

type Link = NonNullable<Awaited<ReturnType<LinkHealthRepository['byId']>>>;

interface Deps {
  transact: Transact;
  links: LinkHealthRepository;
  reports: Pick<ReportsRepository, 'pendingBrokenLink' | 'settleByCheck'>;
  audit: Pick<AuditRepository, 'record'>;
  http: Outbound;
  adapters: LinkAdapter[];
  settings: Config['linkCheck'];
  /** Items were hidden or shown again: cached pages must go. */
  onVisibilityChange?: () => Promise<void>;
}

/** How long a round may hold its claims (the job's lease is as long). */
export const ROUND_MS = 10 * 60_000;
/** Checks open at once across all hosts in a round. */
const ROUND_CONCURRENCY = 64;

const iso = (t: string | Date | null) => (t === null ? null : toIso(t));

/**
 * Link health (docs/link-health.md): checks items' download links through per-host adapters,
 * decides alive and dead, holds items whose every link is dead (`link_dead`) and lifts the hold when
 * one answers again, and settles broken_link reports with what the checks found.
 */
export function linkHealthService({
  transact,
  links,
  reports,
  audit,
  http,
  adapters,
  settings,
  onVisibilityChange,
}: Deps) {
  /**
   * Checks one link through its host's adapter, timing the exchanges with the host: each hop runs
   * through `pace` (the per-host limits), and only the time after the limits let it go counts.
   */
  async function check(link: Link, client: Outbound = http): Promise<Verdict> {
    let spent = 0;
    const timed: Outbound = {
      ...client,
      request: (url, request = {}) =>
        client.request(url, {
          ...request,
          pace: <T>(send: (sent: () => void) => Promise<T>) =>
            (request.pace ?? ((go: (sent: () => void) => Promise<T>) => go(() => undefined)))(async (sent) => {
              const started = performance.now();
              try {
                return await send(sent);
              } finally {
                spent += performance.now() - started;
              }
            }),
        }),
    };
    const verdict = await adapterFor(adapters, link.host).check(link.url, timed);
    return { ...verdict, durationMs: Math.round(spent) };
  }

  /** Each host's limits, kept across rounds (a few hundred bytes a host). */
  const gates = new Map<string, HostGate>();

  /** Stores one verdict and what follows from it; true when the item's visibility changed. */
  async function apply(link: Link, verdict: Verdict, outage: { resumeAt: number } | null): Promise<boolean> {
    const now = clock.millis();
    const { check: stored, update } = decide(link, verdict, outage, settings.deadAfter, now);
    return transact(async (trx) => {
      await links.record(link.id, stored, update, trx);
      const all = await links.forContent(link.content_id, trx);
      const dead = all.length > 0 && all.every((l) => l.state === 'dead');
      const changed = await links.holdDead(link.content_id, dead, update.checkedAt, trx);
      if (link.reported_at !== null && outage === null) {
        const pending = await reports.pendingBrokenLink(link.content_id, trx);
        const note = describeCheck(stored, update.checkedAt);
        if (dead)
          await reports.settleByCheck(
            pending,
            'resolved',
            `Confirmed dead by the link checker. ${note}`,
            update.checkedAt,
            trx,
          );
        else if (stored.outcome === 'alive')
          await reports.settleByCheck(pending, 'pending', note, update.checkedAt, trx);
      }
      return changed;
    });
  }

  /** Checks one host's claimed links within its limits, then applies the verdicts. */
  async function checkHost(host: string, claimed: Link[], global: HostGate): Promise<boolean> {
    // Every request to the host (redirects too) waits for the host's limits, then the round's. The
    // host's gate outlives the round, so rounds run back to back keep its pace too.
    let gate = gates.get(host);
    if (!gate) gates.set(host, (gate = hostGate(settings.hostConcurrency, settings.hostRate)));
    const pace: Pace = (send) => gate.run((sent) => global.run(() => send(sent)));
    const client: Outbound = { ...http, request: (url, request) => http.request(url, { ...request, pace }) };
    // Once the host asks to wait (429 with Retry-After), nothing more is started against it.
    let waitMs = 0;
    const verdicts: (Verdict | undefined)[] = Array.from({ length: claimed.length });
    let next = 0;
    const worker = async () => {
      while (next < claimed.length && waitMs === 0) {
        const i = next++;
        const verdict = await check(claimed[i]!, client);
        if (verdict.retryAfterMs !== undefined && verdict.status === 429)
          waitMs = Math.max(waitMs, verdict.retryAfterMs);
        verdicts[i] = verdict;
      }
    };
    await Promise.all(Array.from({ length: Math.min(settings.hostConcurrency, claimed.length) }, worker));
    const now = clock.millis();
    const answered = verdicts.filter((v): v is Verdict => v !== undefined);
    const down = hostIsDown(answered);
    let resumeAt = now + waitMs;
    if (down) {
      const outages = ((await links.host(host))?.outages ?? 0) + 1;
      resumeAt = Math.max(resumeAt, now + hostBackoff(outages));
    }
    if (down || waitMs > 0) await links.setHost(host, new Date(resumeAt).toISOString(), new Date(now).toISOString());
    else if (answered.length > 0) await links.setHost(host, null, new Date(now).toISOString());
    let changed = false;
    const skipped: number[] = [];
    for (const [i, link] of claimed.entries()) {
      const verdict = verdicts[i];
      if (!verdict) {
        skipped.push(link.id);
        continue;
      }
      // Rate limiting is the host's state, not the link's; so are errors while the host is down.
      const outage = down || verdict.status === 429 ? { resumeAt } : null;
      if (await apply(link, verdict, outage)) changed = true;
    }
    await links.release(skipped, new Date(resumeAt).toISOString());
    return changed;
  }

  /** Checks an item's links now (an admin's button, a report): a host error cannot count against them. */
  async function checkItem(contentId: number): Promise<Link[]> {
    const all = await links.forContent(contentId);
    let changed = false;
    for (const link of all) {
      const verdict = await check(link);
      const outage =
        verdict.outcome === 'host_error' ? { resumeAt: clock.millis() + (verdict.retryAfterMs ?? 0) } : null;
      if (await apply(link, verdict, outage)) changed = true;
    }
    if (changed) await onVisibilityChange?.();
    return links.forContent(contentId);
  }

  return {
    /**
     * One round of the scheduled checker: claims up to the batch of due links (no other round can
     * claim them), checks each host's share within its limits, and records what it found. Returns
     * how many links it checked.
     */
    async round(): Promise<number> {
      const now = clock.millis();
      const token = randomUUID();
      const claimed = await links.claim(
        token,
        new Date(now).toISOString(),
        new Date(now + ROUND_MS).toISOString(),
        settings.batch,
      );
      const byHost = groupBy(claimed, (l) => l.host);
      const global = hostGate(ROUND_CONCURRENCY, null);
      const changed = await Promise.all([...byHost].map(([host, hostLinks]) => checkHost(host, hostLinks, global)));
      if (changed.some(Boolean)) await onVisibilityChange?.();
      return claimed.length;
    },

    /** `POST /api/content/{id}/check`: checks now and answers for the primary link. */
    async checkNow(contentId: number): Promise<LinkCheckAnswer> {
      for (const link of await links.forContent(contentId)) {
        try {
          http.check(link.url);
        } catch (err) {
          if (err instanceof OutboundError) throw badRequest(`${link.url} cannot be checked: ${err.message}`);
          throw err;
        }
      }
      const after = await checkItem(contentId);
      const primary = after[0];
      if (!primary) throw notFound('Content not found');
      return {
        state: primary.state as LinkCheckAnswer['state'],
        checkedAt: iso(primary.checked_at),
        failures: primary.failures,
        result: {
          status: primary.last_status,
          length: primary.last_length === null ? null : Number(primary.last_length),
          type: primary.last_type,
          error: primary.last_error,
        },
      };
    },

    /** A broken_link report about the item: its links are marked and checked at once. */
    async reported(contentId: number): Promise<void> {
      await links.markReported(contentId, clock.now().toISOString());
      await checkItem(contentId);
    },

    async summary(): Promise<LinkHealthSummary> {
      const { byState, byHost } = await links.summary();
      const counts = { alive: 0, dead: 0, unknown: 0 };
      for (const r of byState) counts[r.state as keyof typeof counts] = Number(r.count);
      const hosts = new Map<string, LinkHealthSummary['hosts'][number]>();
      for (const r of byHost) {
        const down = r.down_until !== null && new Date(r.down_until).getTime() > clock.millis();
        const h = hosts.get(r.host) ?? { host: r.host, alive: 0, dead: 0, unknown: 0, down };
        h[r.state as 'alive' | 'dead' | 'unknown'] = Number(r.count);
        hosts.set(r.host, h);
      }
      return { counts, hosts: [...hosts.values()] };
    },

    async dead(page: number, limit: number): Promise<DeadLinksResponse> {
      const { rows, total } = await links.dead({ page, limit });
      return {
        links: rows.map((r) => ({
          id: r.id,
          contentId: r.content_id,
          slug: r.slug,
          title: r.title,
          url: r.url,
          position: r.position,
          checkedAt: iso(r.checked_at),
          failures: r.failures,
          status: r.last_status,
          error: r.last_error,
          hidden: r.hidden_at !== null,
        })),
        pagination: paginationOf(page, limit, total),
      };
    },

    /** The item's links, each with its last checks (newest first): two queries whatever the count. */
    async checksOf(contentId: number): Promise<ItemLinkChecksResponse> {
      const all = await links.forContent(contentId);
      if (all.length === 0 && (await links.title(contentId)) === undefined) throw notFound('Content not found');
      const checks = groupBy(await links.history(all.map((l) => l.id)), (c) => c.link_id);
      return {
        contentId,
        links: all.map((l) => ({
          id: l.id,
          url: l.url,
          position: l.position,
          state: l.state as ItemLinkChecksResponse['links'][number]['state'],
          checkedAt: iso(l.checked_at),
          failures: l.failures,
          falsePositiveUntil: iso(l.false_positive_until),
          checks: (checks.get(l.id) ?? []).map((c) => ({
            checkedAt: toIso(c.checked_at),
            outcome: c.outcome as LinkCheck['outcome'],
            state: c.state as LinkCheck['state'],
            status: c.status,
            length: c.length === null ? null : Number(c.length),
            type: c.type,
            error: c.error,
            durationMs: c.duration_ms,
          })),
        })),
      };
    },

    /**
     * An admin says a dead link works (the host refuses checkers, say): it is alive again, the item's
     * `link_dead` hold goes, the audit log records who, and for SCHEDULE.falsePositive its failures do
     * not count towards dead; after that, dead again only after the usual failures in a row.
     */
    async markFalsePositive(admin: Viewer, linkId: number): Promise<FalsePositiveAnswer> {
      const now = clock.millis();
      const at = new Date(now).toISOString();
      const until = new Date(now + SCHEDULE.falsePositive).toISOString();
      const { link, changed, hidden } = await transact(async (trx) => {
        const link = await links.byId(linkId, trx);
        if (!link) throw notFound('Link not found');
        const marked = await links.markFalsePositive(
          link.id,
          at,
          until,
          new Date(now + SCHEDULE.alive).toISOString(),
          trx,
        );
        if (!marked) throw conflict('Only a dead link can be marked as a false positive');
        const changed = await links.holdDead(link.content_id, false, at, trx);
        await audit.record(
          {
            adminId: admin.id,
            action: 'link.false_positive',
            entity: 'content',
            entityId: link.content_id,
            details: {
              label: (await links.title(link.content_id, trx)) ?? link.url,
              url: link.url,
              before: { state: 'dead', failures: link.failures, status: link.last_status, error: link.last_error },
              after: { state: 'alive', falsePositiveUntil: until },
            },
            at,
          },
          trx,
        );
        return { link, changed, hidden: await links.hidden(link.content_id, trx) };
      });
      if (changed) await onVisibilityChange?.();
      return { id: link.id, contentId: link.content_id, state: 'alive', falsePositiveUntil: until, hidden };
    },

    /** The item's links as admins see them (content items' `links`). */
    async linksOf(contentId: number): Promise<ContentLink[]> {
      return (await links.forContent(contentId)).map((l) => ({
        url: l.url,
        state: l.state as ContentLink['state'],
        checkedAt: iso(l.checked_at),
      }));
    },
  };
}
export type LinkHealthService = ReturnType<typeof linkHealthService>;
