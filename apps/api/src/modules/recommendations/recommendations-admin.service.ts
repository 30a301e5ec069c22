import type { InboxStatus } from '@packdex/shared/constants';
import type {
  AdminRecommendation,
  AdminRecommendationListResponse,
  InboxUpdateBody,
} from '@packdex/shared/schemas/admin';
import type { Transact } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { inboxChange, inboxStatusOf, type InboxState } from '../../lib/inbox.ts';
import { paginationOf } from '../../lib/paging.ts';
import { now, toIso } from '../../lib/time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Viewer } from '../users/users.service.ts';
import type { AdminRecommendationRow, RecommendationsRepository } from './recommendations.repository.ts';

interface Deps {
  transact: Transact;
  recommendations: Pick<RecommendationsRepository, 'list' | 'findForAdmin' | 'lockItem' | 'setState'>;
  audit: Pick<AuditService, 'record'>;
}

const stateOf = (row: AdminRecommendationRow): InboxState => ({
  status: inboxStatusOf(row.status),
  note: row.note,
  handledAt: toIso(row.handled_at),
  handledBy: row.handled_by,
});

function toRecommendation(row: AdminRecommendationRow): AdminRecommendation {
  return {
    id: row.id,
    description: row.description,
    model: { id: row.model_id, name: row.model_name, slug: row.model_slug },
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
    createdAt: toIso(row.created_at),
    status: inboxStatusOf(row.status),
    note: row.note,
    handledAt: toIso(row.handled_at),
    handledBy:
      row.handled_by !== null && row.handler_name !== null ? { id: row.handled_by, name: row.handler_name } : null,
  };
}

/**
 * The admins' inbox of premium members' recommendations (docs/product.md#admin): newest first,
 * each new until an admin marks it handled, with a note; every change is in the audit log with
 * the change itself.
 */
export function recommendationsAdminService({ transact, recommendations, audit }: Deps) {
  return {
    async list(query: {
      page: number;
      limit: number;
      status?: InboxStatus | 'all' | undefined;
    }): Promise<AdminRecommendationListResponse> {
      const status = query.status === 'all' ? undefined : query.status;
      const { rows, total } = await recommendations.list(status, { page: query.page, limit: query.limit });
      return {
        recommendations: rows.map(toRecommendation),
        pagination: paginationOf(query.page, query.limit, total),
      };
    },

    async update(admin: Viewer, id: number, input: InboxUpdateBody): Promise<AdminRecommendation> {
      const row = await transact(async (trx) => {
        await recommendations.lockItem(id, trx);
        const current = await recommendations.findForAdmin(id, trx);
        if (!current) throw notFound('Recommendation not found');
        const before = stateOf(current);
        const change = inboxChange(before, input, admin.id, now());
        if (!change) return current;
        await recommendations.setState(id, change.next, trx);
        await audit.record(
          {
            actor: admin,
            action: change.action,
            entity: 'recommendation',
            entityId: id,
            label: `Recommendation #${id}: ${current.model_name}`,
            before: { status: before.status, note: before.note },
            after: { status: change.next.status, note: change.next.note },
          },
          trx,
        );
        return (await recommendations.findForAdmin(id, trx))!;
      });
      return toRecommendation(row);
    },
  };
}
export type RecommendationsAdminService = ReturnType<typeof recommendationsAdminService>;
