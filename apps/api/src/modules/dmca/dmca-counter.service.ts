import { DMCA_RESTORE_BUSINESS_DAYS, type Language } from '@packdex/shared/constants';
import type { DmcaCounterNoticeBody } from '@packdex/shared/schemas';
import { addBusinessDays } from '@packdex/shared/utils';
import type { Moderation } from '../../db/moderation.ts';
import type { Executor, Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { toIso } from '../../lib/time.ts';
import { asLanguage } from '../../lib/translate.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { counterNoticeMail, counterReceivedMail, dmcaMailSender } from './dmca.mails.ts';
import type { DmcaRepository, DmcaTargetKind } from './dmca.repository.ts';

interface Deps {
  transact: Transact;
  dmca: DmcaRepository;
  /** Showing a page again, through each feature's own repository. */
  targets: Record<DmcaTargetKind, Pick<Moderation, 'unhide'>>;
  audit: AuditRepository;
  mailer: Pick<Mailer, 'enqueue' | 'kick' | 'html'>;
  siteName: string;
}

/**
 * Counter-notices under §512(g) (docs/trust-and-safety.md#dmca): filed by whoever holds an accepted
 * notice's number, they restore its pages DMCA_RESTORE_BUSINESS_DAYS business days later (the
 * scheduled `runDueRestorations`) unless an admin records that suit was filed (dmca.service.ts).
 * Every step is audited.
 */
export function dmcaCounterService({ transact, dmca, targets, audit, mailer, siteName }: Deps) {
  const mail = dmcaMailSender(mailer);

  /**
   * Lifts the DMCA hold of every page accepting the notice held, unless another notice in force
   * holds it too; a page is shown again only when nothing else (reports) holds it. The
   * counter-notice is marked restored. Returns the pages visible again.
   */
  async function restore(notice: { id: number; number: string }, at: string, trx: Executor) {
    const restored: { kind: string; id: number }[] = [];
    for (const item of await dmca.itemsOf([notice.id], trx)) {
      if (item.hid_target !== 1) continue;
      const kind: DmcaTargetKind = item.target_kind === 'model' ? 'model' : 'content';
      if (await dmca.heldByAnotherNotice(kind, item.target_id, notice.id, trx)) continue;
      if (await targets[kind].unhide(item.target_id, 'dmca', trx)) restored.push({ kind, id: item.target_id });
    }
    await dmca.markCounter(notice.id, { restoredAt: at }, trx);
    return restored;
  }

  return {
    /**
     * Files a counter-notice for an accepted notice: the complainant is told (in the notice's language),
     * restoration is scheduled. `language`: the sender's (the form's, else their browser's), for their mail.
     */
    async counter(body: DmcaCounterNoticeBody, meta: { ip: string; language: Language }) {
      const now = clock.now();
      const at = now.toISOString();
      const restoreDueAt = addBusinessDays(now, DMCA_RESTORE_BUSINESS_DAYS).toISOString();
      const created = await transact(async (trx) => {
        await dmca.lock(trx);
        const notice = await dmca.findByNumber(body.noticeNumber.toUpperCase(), trx);
        if (!notice) throw notFound('No notice has this number');
        if (notice.status === 'countered' || notice.status === 'restored')
          throw conflict('A counter-notice was already filed for this notice');
        if (notice.status !== 'accepted')
          throw conflict('Only a notice whose material was removed can be answered with a counter-notice');
        const row = await dmca.insertCounter(
          {
            noticeId: notice.id,
            material: body.material,
            name: body.name,
            address: body.address,
            phone: body.phone ?? null,
            email: body.email ?? null,
            signature: body.signature,
            ip: meta.ip,
            at,
            restoreDueAt,
            language: meta.language,
          },
          trx,
        );
        await dmca.setStatus(notice.id, ['accepted'], { status: 'countered', at }, trx);
        const complainantLanguage = asLanguage(notice.language);
        await mail(
          notice.complainant_email,
          complainantLanguage,
          counterNoticeMail(
            complainantLanguage,
            siteName,
            { number: notice.number, name: notice.complainant_name },
            body,
            restoreDueAt,
          ),
          trx,
        );
        if (body.email)
          await mail(
            body.email,
            meta.language,
            counterReceivedMail(meta.language, siteName, notice, body, restoreDueAt),
            trx,
          );
        await audit.record(
          {
            adminId: null,
            action: 'dmca.counter_notice',
            entity: 'dmca_notice',
            entityId: notice.id,
            details: { number: notice.number, counterNoticeId: row.id, name: body.name, restoreDueAt },
            at,
          },
          trx,
        );
        return { id: row.id, restoreDueAt: toIso(row.restore_due_at) };
      });
      mailer.kick();
      return created;
    },

    /** The scheduled job: restores every counter-noticed notice whose restoration is due; returns their numbers. */
    async runDueRestorations(): Promise<string[]> {
      const at = clock.now().toISOString();
      const done: string[] = [];
      for (const due of await dmca.dueCounters(at)) {
        const restored = await transact(async (trx) => {
          await dmca.lock(trx);
          if (!(await dmca.setStatus(due.notice_id, ['countered'], { status: 'restored', at }, trx))) return false;
          const pages = await restore({ id: due.notice_id, number: due.number }, at, trx);
          await audit.record(
            {
              adminId: null,
              action: 'dmca.restore',
              entity: 'dmca_notice',
              entityId: due.notice_id,
              details: {
                number: due.number,
                restored: pages,
                notes: `Restored ${DMCA_RESTORE_BUSINESS_DAYS} business days after the counter-notice; no suit was recorded`,
              },
              at,
            },
            trx,
          );
          return true;
        });
        if (restored) done.push(due.number);
      }
      return done;
    },
  };
}
export type DmcaCounterService = ReturnType<typeof dmcaCounterService>;
