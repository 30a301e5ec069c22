import { DMCA_OVERDUE_BUSINESS_DAYS, DMCA_STATUSES, type DmcaStatus } from '@packdex/shared/constants';
import type { DmcaNotice } from '@packdex/shared/schemas';
import { businessDaysBetween } from '@packdex/shared/utils';
import { toIso } from '../../lib/time.ts';
import type { DmcaCounterRow, DmcaItemRow, DmcaNoticeRow } from './dmca.repository.ts';

export const asStatus = (s: string): DmcaStatus =>
  (DMCA_STATUSES as readonly string[]).includes(s) ? (s as DmcaStatus) : 'pending';

/** What the admin queue shows of notices beyond their rows, read by the service. */
export interface NoticeFacts {
  items: DmcaItemRow[];
  counters: DmcaCounterRow[];
  /** Whether each named page is hidden (id → hidden); pages that are gone are absent. */
  hidden: Record<'content' | 'model', Map<number, boolean>>;
  /** Strikes against each model. */
  strikes: Map<number, number>;
}

/** Notices as the admin queue reads them: their pages, counter-notice, age and overdue flag at `now`. */
export function noticeViews(rows: DmcaNoticeRow[], facts: NoticeFacts, now: Date): DmcaNotice[] {
  const counterOf = new Map(facts.counters.map((c) => [c.notice_id, c]));
  const itemView = (i: DmcaItemRow) => {
    const hidden = facts.hidden[i.target_kind === 'model' ? 'model' : 'content'].get(i.target_id);
    return {
      url: i.url,
      kind: i.target_kind === 'model' ? ('model' as const) : ('content' as const),
      targetId: i.target_id,
      exists: hidden !== undefined,
      visible: hidden === false,
      modelId: i.model_id,
      modelStrikes: i.model_id === null ? 0 : (facts.strikes.get(i.model_id) ?? 0),
    };
  };
  const counterView = (c: DmcaCounterRow | undefined) =>
    c
      ? {
          id: c.id,
          material: c.material,
          name: c.name,
          address: c.address,
          phone: c.phone,
          email: c.email,
          signature: c.signature,
          createdAt: toIso(c.created_at),
          restoreDueAt: toIso(c.restore_due_at),
          restoredAt: toIso(c.restored_at),
          cancelledAt: toIso(c.cancelled_at),
        }
      : null;
  return rows.map((r) => {
    const status = asStatus(r.status);
    const age = businessDaysBetween(toIso(r.created_at), now);
    return {
      id: r.id,
      number: r.number,
      status,
      work: r.work,
      name: r.complainant_name,
      address: r.complainant_address,
      phone: r.complainant_phone,
      email: r.complainant_email,
      signature: r.signature,
      items: facts.items.filter((i) => i.notice_id === r.id).map(itemView),
      decisionReason: r.decision_reason,
      decidedAt: toIso(r.decided_at),
      createdAt: toIso(r.created_at),
      ageBusinessDays: age,
      overdue: status === 'pending' && age > DMCA_OVERDUE_BUSINESS_DAYS,
      counterNotice: counterView(counterOf.get(r.id)),
    };
  });
}
