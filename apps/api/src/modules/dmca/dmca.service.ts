import { randomBytes } from 'node:crypto';
import {
  DMCA_OVERDUE_BUSINESS_DAYS,
  DMCA_REPEAT_INFRINGER_STRIKES,
  type DmcaAction,
  type DmcaStatus,
  type Language,
} from '@packdex/shared/constants';
import type {
  DmcaNotice,
  DmcaNoticeBody,
  DmcaNoticeListResponse,
  DmcaRepeatInfringersResponse,
} from '@packdex/shared/schemas';
import { businessDaysCutoff } from '@packdex/shared/utils';
import type { Moderation } from '../../db/moderation.ts';
import type { Executor, Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { paginationOf } from '../../lib/paging.ts';
import { asLanguage } from '../../lib/translate.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import { canonicalUrl, sitePageOf } from './dmca-urls.ts';
import { asStatus, noticeViews } from './dmca-view.ts';
import { dmcaMailSender, noticeAcceptedMail, noticeRejectedMail, noticeReceivedMail } from './dmca.mails.ts';
import type { DmcaNoticeRow, DmcaRepository, DmcaTargetKind } from './dmca.repository.ts';

interface Deps {
  transact: Transact;
  dmca: DmcaRepository;
  /** Reading whether a page is hidden, hiding and showing again, through each feature's own repository. */
  targets: Record<DmcaTargetKind, Pick<Moderation, 'hiddenStates' | 'hide' | 'unhide'>>;
  /** Visible pages by slug (what a complainant can have seen). */
  findPage: (kind: DmcaTargetKind, slug: string) => Promise<{ id: number; modelId: number | null } | undefined>;
  audit: AuditRepository;
  mailer: Pick<Mailer, 'enqueue' | 'kick' | 'html'>;
  publicUrl: string;
  siteName: string;
  /** Acknowledgements mailed per hour, site-wide (DMCA_ACKNOWLEDGEMENTS_HOURLY). */
  acknowledgementsHourly: number;
}

/** A notice number that is hard to guess (it lets its holder file a counter-notice): DMCA-YYYYMMDD-XXXXXXXX. */
function noticeNumber(at: Date): string {
  const day = at.toISOString().slice(0, 10).replace(/-/g, '');
  return `DMCA-${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * DMCA takedowns (docs/trust-and-safety.md#dmca): notices under §512(c)(3) filed by anyone,
 * decided by admins (accept hides every named page at once and records a strike against its
 * model; suit_filed stops a restoration). Counter-notices and the restorations they lead to are
 * dmca-counter.service.ts. Every decision is audited.
 */
export function dmcaService(deps: Deps) {
  const { transact, dmca, targets, findPage, audit, mailer, publicUrl, siteName, acknowledgementsHourly } = deps;
  const publicHost = new URL(publicUrl).host.toLowerCase();

  async function toNotices(rows: DmcaNoticeRow[], now: Date): Promise<DmcaNotice[]> {
    const ids = rows.map((r) => r.id);
    const [items, counters] = await Promise.all([dmca.itemsOf(ids), dmca.countersOf(ids)]);
    const byKind = (kind: DmcaTargetKind) => items.filter((i) => i.target_kind === kind).map((i) => i.target_id);
    const [contentStates, modelStates] = await Promise.all([
      targets.content.hiddenStates(byKind('content')),
      targets.model.hiddenStates(byKind('model')),
    ]);
    const strikes = await dmca.strikesOf([
      ...new Set(items.map((i) => i.model_id).filter((m): m is number => m !== null)),
    ]);
    return noticeViews(rows, { items, counters, hidden: { content: contentStates, model: modelStates }, strikes }, now);
  }

  async function one(id: number): Promise<DmcaNotice> {
    const row = await dmca.findById(id);
    if (!row) throw notFound('Notice not found');
    return (await toNotices([row], clock.now()))[0]!;
  }

  const mail = dmcaMailSender(mailer);

  async function accept(admin: Viewer, notice: DmcaNoticeRow, notes: string | null, at: string, trx: Executor) {
    const items = await dmca.itemsOf([notice.id], trx);
    const hidden: { kind: string; id: number }[] = [];
    for (const item of items) {
      const kind: DmcaTargetKind = item.target_kind === 'model' ? 'model' : 'content';
      const hiddenNow = (await targets[kind].hiddenStates([item.target_id], trx)).get(item.target_id);
      if (hiddenNow === undefined) continue; // gone
      // The notice's own hold, even when reports or another notice hide the page already: it stays
      // hidden until this takedown is restored, whatever the other workflows decide meanwhile.
      await targets[kind].hide(item.target_id, 'dmca', at, trx);
      await dmca.markItemHid(item.id, trx);
      hidden.push({ kind, id: item.target_id });
    }
    await dmca.setStatus(notice.id, ['pending'], { status: 'accepted', at, decidedBy: admin.id, reason: notes }, trx);
    return { hidden, models: [...new Set(items.map((i) => i.model_id).filter((m): m is number => m !== null))] };
  }

  return {
    /**
     * Files a notice: every URL must be a visible page of this site on PUBLIC_URL (stored and quoted
     * as its canonical address); acknowledged by e-mail, at most `acknowledgementsHourly` an hour site-wide.
     * `language`: the complainant's (the form's, else their browser's); their mails go out in it.
     */
    async file(body: DmcaNoticeBody, meta: { ip: string; language: Language }) {
      const problems: string[] = [];
      const items: { url: string; kind: DmcaTargetKind; targetId: number; modelId: number | null }[] = [];
      for (const url of new Set(body.urls.map((u) => u.trim()))) {
        const page = sitePageOf(url, publicHost);
        if (!page) {
          problems.push(`${url} is not a /content/… or /model/… page of ${siteName} (${publicHost})`);
          continue;
        }
        const found = await findPage(page.kind, page.slug);
        if (!found) problems.push(`${url} does not exist on ${siteName}`);
        else if (!items.some((i) => i.kind === page.kind && i.targetId === found.id))
          items.push({
            url: canonicalUrl(page, publicUrl),
            kind: page.kind,
            targetId: found.id,
            modelId: found.modelId,
          });
      }
      if (problems.length) throw badRequest(`Infringing URLs: ${problems.join('; ')}`);
      const now = clock.now();
      const at = now.toISOString();
      const number = noticeNumber(now);
      const created = await transact(async (trx) => {
        await dmca.lock(trx);
        const acknowledge =
          (await dmca.countFiledSince(new Date(now.getTime() - 3_600_000).toISOString(), trx)) < acknowledgementsHourly;
        const row = await dmca.insert(
          {
            number,
            work: body.work,
            name: body.name,
            address: body.address,
            phone: body.phone,
            email: body.email,
            signature: body.signature,
            ip: meta.ip,
            at,
            language: meta.language,
            items,
          },
          trx,
        );
        if (acknowledge)
          await mail(
            body.email,
            meta.language,
            noticeReceivedMail(meta.language, siteName, { number, name: body.name, urls: items.map((i) => i.url) }),
            trx,
          );
        return row;
      });
      mailer.kick();
      return created;
    },

    async list(page: number, limit: number, status: DmcaStatus | 'all' | undefined): Promise<DmcaNoticeListResponse> {
      const now = clock.now();
      const filter = status === 'all' ? undefined : status;
      const [{ rows, total }, overdue] = await Promise.all([
        dmca.list({ page, limit }, filter),
        dmca.countPendingBefore(businessDaysCutoff(DMCA_OVERDUE_BUSINESS_DAYS, now).toISOString()),
      ]);
      return { notices: await toNotices(rows, now), pagination: paginationOf(page, limit, total), overdue };
    },

    /** accept (pending: hides the pages, strikes their models) | reject (pending, with a reason) | suit_filed (accepted or countered: no restoration). */
    async decide(admin: Viewer, id: number, action: DmcaAction, reason: string | undefined, notes: string | undefined) {
      const at = clock.now().toISOString();
      await transact(async (trx) => {
        await dmca.lock(trx);
        const notice = await dmca.findById(id, trx);
        if (!notice) throw notFound('Notice not found');
        const status = asStatus(notice.status);
        const language = asLanguage(notice.language);
        const complainant = { number: notice.number, name: notice.complainant_name };
        let details: Record<string, unknown> = {};
        if (action === 'accept' || action === 'reject') {
          if (status !== 'pending') throw conflict(`This notice was already decided (${status.replace('_', ' ')})`);
        } else if (status !== 'accepted' && status !== 'countered')
          throw conflict('Suit can be recorded only for an accepted notice whose material has not been restored');
        if (action === 'accept') {
          details = await accept(admin, notice, notes ?? null, at, trx);
          await mail(notice.complainant_email, language, noticeAcceptedMail(language, siteName, complainant), trx);
        } else if (action === 'reject') {
          if (!reason) throw badRequest('A reason is required to reject a notice');
          await dmca.setStatus(id, ['pending'], { status: 'rejected', at, decidedBy: admin.id, reason }, trx);
          await mail(
            notice.complainant_email,
            language,
            noticeRejectedMail(language, siteName, complainant, reason),
            trx,
          );
        } else {
          await dmca.setStatus(id, ['accepted', 'countered'], { status: 'suit_filed', at }, trx);
          await dmca.markCounter(id, { cancelledAt: at }, trx);
        }
        await audit.record(
          {
            adminId: admin.id,
            action: `dmca.${action}`,
            entity: 'dmca_notice',
            entityId: id,
            details: { number: notice.number, from: status, reason: reason ?? null, notes: notes ?? null, ...details },
            at,
          },
          trx,
        );
      });
      mailer.kick();
      return one(id);
    },

    async repeatInfringers(): Promise<DmcaRepeatInfringersResponse> {
      const rows = await dmca.repeatInfringers(DMCA_REPEAT_INFRINGER_STRIKES);
      return {
        threshold: DMCA_REPEAT_INFRINGER_STRIKES,
        models: rows.map((r) => ({ modelId: r.model_id ?? 0, name: r.name, slug: r.slug, strikes: Number(r.n) })),
      };
    },
  };
}
export type DmcaService = ReturnType<typeof dmcaService>;
