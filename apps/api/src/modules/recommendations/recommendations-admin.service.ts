import type { InboxStatus } from '@packdex/shared/constants';
import type {
  AdminRecommendation,
  AdminRecommendationListResponse,
  InboxUpdateBody,
} from '@packdex/shared/schemas/admin';
import type { Transact } from '../../db/schema.ts';
import { inboxAdmin, inboxFieldsOf } from '../../lib/inbox-admin.ts';
import { paginationOf } from '../../lib/paging.ts';
import { toIso } from '../../lib/time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Viewer } from '../users/users.service.ts';
import type { AdminRecommendationRow, RecommendationsRepository } from './recommendations.repository.ts';

interface Deps {
  transact: Transact;
  recommendations: Pick<RecommendationsRepository, 'list' | 'findForAdmin' | 'lockItem' | 'setState'>;
  audit: Pick<AuditService, 'record'>;
}

function toRecommendation(row: AdminRecommendationRow): AdminRecommendation {
  return {
    id: row.id,
    description: row.description,
    model: { id: row.model_id, name: row.model_name, slug: row.model_slug },
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
    createdAt: toIso(row.created_at),
    ...inboxFieldsOf(row),
  };
}

/** The admins' inbox of premium members' recommendations (docs/product.md#admin). */
export function recommendationsAdminService({ transact, recommendations, audit }: Deps) {
  const inbox = inboxAdmin(
    { transact, items: recommendations, audit },
    {
      entity: 'recommendation',
      notFound: 'Recommendation not found',
      label: (id, row) => `Recommendation #${id}: ${row.model_name}`,
    },
  );
  return {
    async list(query: {
      page: number;
      limit: number;
      status?: InboxStatus | 'all' | undefined;
    }): Promise<AdminRecommendationListResponse> {
      const { rows, total } = await inbox.list(query);
      return {
        recommendations: rows.map(toRecommendation),
        pagination: paginationOf(query.page, query.limit, total),
      };
    },

    async update(admin: Viewer, id: number, input: InboxUpdateBody): Promise<AdminRecommendation> {
      return toRecommendation(await inbox.update(admin, id, input));
    },
  };
}
export type RecommendationsAdminService = ReturnType<typeof recommendationsAdminService>;
