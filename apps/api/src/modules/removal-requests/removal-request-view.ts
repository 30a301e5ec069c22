import type { RemovalRequest } from '@packdex/shared/schemas';
import type { RemovalRequestStatus } from '@packdex/shared/constants';
import { toIso } from '../../lib/time.ts';
import type { RemovalRequestsRepository } from './removal-requests.repository.ts';

type Row = NonNullable<Awaited<ReturnType<RemovalRequestsRepository['findById']>>>;
type ItemRow = Awaited<ReturnType<RemovalRequestsRepository['itemsOf']>>[number];

const asStatus = (s: string): RemovalRequestStatus => (s === 'accepted' || s === 'rejected' ? s : 'open');

/**
 * Rows → the inbox's requests: each with its items (whether still in the catalogue) and, while
 * open, the time left on its clock at `nowMs` (negative once overdue).
 */
export function requestViews(
  rows: Row[],
  items: ItemRow[],
  existing: { content: Map<number, boolean>; model: Map<number, boolean> },
  nowMs: number,
): RemovalRequest[] {
  return rows.map((row) => {
    const status = asStatus(row.status);
    const dueAt = toIso(row.due_at);
    const remainingMs = status === 'open' ? Date.parse(dueAt) - nowMs : null;
    return {
      id: row.id,
      number: row.number,
      status,
      name: row.name,
      email: row.email,
      statement: row.statement,
      signature: row.signature,
      createdAt: toIso(row.created_at),
      dueAt,
      remainingMs,
      overdue: remainingMs !== null && remainingMs < 0,
      decidedAt: row.decided_at ? toIso(row.decided_at) : null,
      reason: row.reason,
      items: items
        .filter((i) => i.request_id === row.id)
        .map((i) => {
          const kind = i.target_kind === 'model' ? ('model' as const) : ('content' as const);
          return { url: i.url, kind, targetId: i.target_id, exists: existing[kind].has(i.target_id) };
        }),
    };
  });
}
