import type { MonthlyReport, MonthlyReportRow, MonthlyReportSection } from '@packdex/shared/schemas';
import { clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ConsentRepository } from '../review/consent.repository.ts';
import type { ReviewRepository } from '../review/review.repository.ts';
import type { MonthRange, TransparencyRepository } from './transparency.repository.ts';

/** The consent and review workflows' monthly figures (modules/review). */
export interface ComplianceFigures {
  consent: Pick<ConsentRepository, 'checksByMonth'>;
  review: Pick<ReviewRepository, 'throughputByMonth'>;
}

/** One section of the report: its figures for a month, read from the database. */
export type ReportSection = (range: MonthRange & { now: string }) => Promise<MonthlyReportSection>;

const HOUR_S = 3600;

/** The median (the middle value, or the mean of the two middle ones) of `values`; null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The nearest-rank percentile `p` (0–100] of `values`: the smallest value at least p % of them do not exceed; null when empty. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Seconds as hours, to a tenth; null stays null. */
const hours = (seconds: number | null) => (seconds === null ? null : Math.round((seconds / HOUR_S) * 10) / 10);

const row = (key: string, label: string, value: number | null): MonthlyReportRow => ({ key, label, value });

/** The decision-time figures of a set of cases: decided, open, median and 95th percentile in hours. */
function timingRows(cases: readonly { seconds: number | null }[]): MonthlyReportRow[] {
  const decided = cases.flatMap((c) => (c.seconds === null ? [] : [c.seconds]));
  return [
    row('decided', 'Decided', decided.length),
    row('open', 'Not decided yet', cases.length - decided.length),
    row('median_hours', 'Time to decision, median (hours)', hours(median(decided))),
    row('p95_hours', 'Time to decision, 95th percentile (hours)', hours(percentile(decided, 95))),
  ];
}

/**
 * The report's sections, in order: each a function of the month reading its own figures, so a
 * workflow adds its section by adding one function here (docs/compliance.md#monthly-report).
 */
export function reportSections(figures: TransparencyRepository, compliance: ComplianceFigures): ReportSection[] {
  return [
    async (range) => {
      const cases = await figures.reportTimings(range);
      return {
        id: 'complaints',
        title: 'Complaints (reports)',
        rows: [
          row('received', 'Received', cases.length),
          row('severe', 'Of which child-safety or consent', cases.filter((c) => c.severe).length),
          ...timingRows(cases),
        ],
      };
    },
    async (range) => {
      const cases = await figures.removalRequestTimings(range, range.now);
      return {
        id: 'removal_requests',
        title: 'Removal requests (48-hour deadline)',
        rows: [
          row('received', 'Received', cases.length),
          row('accepted', 'Accepted', cases.filter((c) => c.status === 'accepted').length),
          row('rejected', 'Rejected', cases.filter((c) => c.status === 'rejected').length),
          ...timingRows(cases),
          row('overdue', 'Decided after the deadline, or still open past it', cases.filter((c) => c.overdue).length),
        ],
      };
    },
    async (range) => {
      const removed = await figures.removedByReason(range);
      return {
        id: 'removed',
        title: 'Items removed, by reason',
        rows: [
          row('removal_request', 'Removal requests', removed.removal_request ?? 0),
          row('reports', 'Child-safety and consent reports', removed.reports ?? 0),
          row('dmca', 'DMCA notices', removed.dmca ?? 0),
          row('admin', 'Hidden by an admin', removed.admin ?? 0),
          row('link_dead', 'Dead download links', removed.link_dead ?? 0),
          row(
            'total',
            'Total',
            Object.values(removed).reduce((a, b) => a + b, 0),
          ),
        ],
      };
    },
    async (range) => {
      const dmca = await figures.dmcaFigures(range);
      return {
        id: 'dmca',
        title: 'DMCA',
        rows: [
          row('received', 'Notices received', dmca.received),
          row('accepted', 'Notices accepted', dmca.accepted),
          row('rejected', 'Notices rejected', dmca.rejected),
          row('counter_notices', 'Counter-notices received', dmca.counterNotices),
          row('restored', 'Pages restored after a counter-notice', dmca.restored),
        ],
      };
    },
    async (range) => {
      const hashes = await figures.pictureHashFigures(range);
      return {
        id: 'picture_hashes',
        title: 'Known-bad pictures',
        rows: [
          row('added', 'Hashes added to the list', hashes.added),
          row('refused', 'Pictures refused', hashes.refused),
        ],
      };
    },
    async (range) => {
      // `checked_on` is a day: asked by days, and the month's key picks this month's from the answer.
      const checks = await compliance.consent.checksByMonth(range.from.slice(0, 10), range.to.slice(0, 10));
      return {
        id: 'consent',
        title: 'Consent records',
        rows: [row('checked', 'Consent records checked', checks.get(range.from.slice(0, 7)) ?? 0)],
      };
    },
    async (range) => {
      const month = (await compliance.review.throughputByMonth(range.from, range.to)).find(
        (m) => m.month === range.from.slice(0, 7),
      );
      return {
        id: 'review',
        title: 'Review before publication',
        rows: [
          row('submitted', 'Drafts submitted', month?.submitted ?? 0),
          row('published', 'Published after review', month?.published ?? 0),
          row('rejected', 'Rejected in review', month?.rejected ?? 0),
        ],
      };
    },
  ];
}

/** The month `YYYY-MM` as a UTC range; a month that has not begun is refused. */
export function monthRange(month: string, nowMs: number): MonthRange {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const from = Date.UTC(year, mon - 1, 1);
  if (from > nowMs) throw badRequest('That month has not begun');
  return { from: new Date(from).toISOString(), to: new Date(Date.UTC(year, mon, 1)).toISOString() };
}

/** The monthly processor and transparency report (docs/compliance.md#monthly-report). */
export function transparencyService(sections: readonly ReportSection[]) {
  return {
    async monthly(month: string): Promise<MonthlyReport> {
      const now = clock.now();
      const range = monthRange(month, now.getTime());
      const built = [];
      for (const section of sections) built.push(await section({ ...range, now: now.toISOString() }));
      return { month, ...range, generatedAt: now.toISOString(), sections: built };
    },
  };
}
export type TransparencyService = ReturnType<typeof transparencyService>;
