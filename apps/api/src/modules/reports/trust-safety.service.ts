import type { ReportAlerts } from '@packdex/shared/schemas';
import type { Config } from '../../config.ts';
import type { Transact } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import type { ReporterSelector, ReportsRepository, ReportTargetKind } from './reports.repository.ts';
import { targetOf, type ReportsService } from './reports.service.ts';

const HOUR_MS = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

interface Deps {
  transact: Transact;
  reports: ReportsRepository;
  hiding: Pick<ReportsService, 'reconsider'>;
  users: Pick<UsersRepository, 'findById' | 'update'>;
  audit: AuditRepository;
  policy: Config['reports'];
}

/**
 * The admin side of report abuse (docs/trust-and-safety.md): the alerts the dashboard shows,
 * reverting every hide one reporter caused, and granting the trusted-flagger flag.
 */
export function trustSafetyService({ transact, reports, hiding, users, audit, policy }: Deps) {
  return {
    async alerts(): Promise<ReportAlerts> {
      const nowMs = clock.millis();
      const [lastHour, notCredibleLastHour, byReporter] = await Promise.all([
        reports.countSevereSince('all', iso(nowMs - HOUR_MS)),
        reports.countSevereSince({ notCredible: true }, iso(nowMs - HOUR_MS)),
        reports.severeByReporterSince(iso(nowMs - 24 * HOUR_MS)),
      ]);
      const grouped = new Map<string, ReportAlerts['topReporters'][number]>();
      for (const row of byReporter) {
        const key = row.reporter_key ?? 'unknown';
        const entry = grouped.get(key) ?? {
          reporterKey: key,
          reporterUserId: row.reporter_user_id,
          ips: [],
          severeReports: 0,
          hides: 0,
        };
        entry.severeReports += Number(row.n);
        entry.hides += Number(row.hides ?? 0);
        if (row.ip_address && entry.ips.length < 5 && !entry.ips.includes(row.ip_address))
          entry.ips.push(row.ip_address);
        grouped.set(key, entry);
      }
      const all = [...grouped.values()];
      const last24h = all.reduce((sum, r) => sum + r.severeReports, 0);
      const atCap = all.filter((r) => r.severeReports >= policy.severePerReporterDaily).length;
      const messages: string[] = [];
      if (lastHour >= policy.spikeHourly)
        messages.push(
          `${lastHour} child-safety or consent reports in the last hour (alert level ${policy.spikeHourly}).`,
        );
      if (notCredibleLastHour >= policy.severeGlobalHourly)
        messages.push(
          `The hourly cap of ${policy.severeGlobalHourly} such reports from visitors and new accounts is reached: more are refused until the hour passes.`,
        );
      if (atCap)
        messages.push(
          `${atCap} reporter${atCap === 1 ? '' : 's'} reached the daily cap of ${policy.severePerReporterDaily} such reports.`,
        );
      return {
        alert: messages.length > 0,
        messages,
        severeLastHour: lastHour,
        severeLast24h: last24h,
        spikeThreshold: policy.spikeHourly,
        globalCapPerHour: policy.severeGlobalHourly,
        perReporterCapPerDay: policy.severePerReporterDaily,
        topReporters: all.sort((a, b) => b.severeReports - a.severeReports || b.hides - a.hides).slice(0, 10),
      };
    },

    /**
     * Withdraws (dismisses) every pending severe report of one account or one address and shows
     * each target again unless what remains still justifies hiding it; one transaction, audited.
     */
    async revert(admin: Viewer, by: ReporterSelector, notes: string | undefined) {
      const at = clock.now().toISOString();
      const note = notes ?? 'Reverted: every hide caused by this reporter was undone';
      return transact(async (trx) => {
        await reports.lock(trx);
        const withdrawn = await reports.pendingSevereBy(by, trx);
        const touched = new Map<string, [ReportTargetKind, number]>();
        for (const report of withdrawn) {
          await reports.review(
            { id: report.id, from: report.status, to: 'dismissed', notes: note, adminId: admin.id, at },
            trx,
          );
          const target = targetOf(report);
          if (target) touched.set(target.join(':'), target);
        }
        const restored: { kind: ReportTargetKind; id: number }[] = [];
        for (const [kind, id] of touched.values())
          if (await hiding.reconsider(kind, id, trx)) restored.push({ kind, id });
        await audit.record(
          {
            adminId: admin.id,
            action: 'revert-reporter',
            entity: 'report',
            entityId: null,
            details: {
              label: `Severe reports of ${'reporterId' in by ? `account #${by.reporterId}` : 'ip' in by ? by.ip : by.reporterKey}`,
              before: null,
              after: { withdrawn: withdrawn.map((r) => r.id), restored },
              ...by,
              notes: note,
            },
            at,
          },
          trx,
        );
        return { withdrawn: withdrawn.length, restored };
      });
    },

    /** Grants or takes back the trusted-flagger flag; audited. */
    async setTrustedFlagger(admin: Viewer, userId: number, trusted: boolean) {
      const at = clock.now().toISOString();
      return transact(async (trx) => {
        const user = await users.findById(userId, trx);
        if (!user) throw notFound('User not found');
        const row = await users.update(userId, { is_trusted_flagger: trusted ? 1 : 0 }, trx);
        await audit.record(
          {
            adminId: admin.id,
            action: trusted ? 'grant-trusted-flagger' : 'revoke-trusted-flagger',
            entity: 'user',
            entityId: userId,
            details: {
              label: user.email,
              before: { trustedFlagger: user.is_trusted_flagger === 1 },
              after: { trustedFlagger: trusted },
            },
            at,
          },
          trx,
        );
        return { id: row.id, trustedFlagger: row.is_trusted_flagger === 1 };
      });
    },
  };
}
export type TrustSafetyService = ReturnType<typeof trustSafetyService>;
