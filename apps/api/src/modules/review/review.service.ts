import type {
  ReviewBlocker,
  ReviewChecklist,
  ReviewItem,
  ReviewKind,
  ReviewListQuery,
  ReviewListResponse,
  ReviewStatus,
} from '@packdex/shared/schemas/review';
import type { Transact } from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { paginationOf } from '../../lib/paging.ts';
import { now, toIso } from '../../lib/time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { BannedTermsGuard } from '../banned-terms/banned-terms.service.ts';
import type { ContentAnnouncer } from '../content/content-announce.ts';
import type { ContentRepository } from '../content/content.repository.ts';
import type { LinkHealthRepository } from '../link-health/link-health.repository.ts';
import type { ModelsRepository } from '../models/models.repository.ts';
import type { Viewer } from '../users/users.service.ts';
import type { Drafts } from '../../lib/drafts.ts';
import type { ConsentService } from './consent.service.ts';
import type { ReviewRepository } from './review.repository.ts';

type Held = Pick<ModelsRepository, 'hide' | 'unhide' | 'tagsFor'>;

interface Deps {
  transact: Transact;
  reviews: ReviewRepository;
  /** REVIEW_BEFORE_PUBLISH: new models and items start as drafts. */
  enabled: boolean;
  models: Held;
  content: Pick<ContentRepository, 'hide' | 'unhide' | 'tagsFor'>;
  consent: Pick<ConsentService, 'states'>;
  bannedTerms: Pick<BannedTermsGuard, 'find'>;
  links: Pick<LinkHealthRepository, 'forContents'>;
  audit: Pick<AuditService, 'record'>;
  /** A content item was published: its model's followers are told now, not when the draft was made. */
  announce: ContentAnnouncer;
}

type QueueRow = Awaited<ReturnType<ReviewRepository['list']>>['rows'][number];

const linkState = (states: string[]): ReviewChecklist['link'] => {
  if (states.includes('alive')) return 'alive';
  if (states.length > 0 && states.every((s) => s === 'dead')) return 'dead';
  return 'unchecked';
};

/**
 * Review before publication (docs/compliance.md#review-before-publication): with
 * REVIEW_BEFORE_PUBLISH on, a new model or item is held for `review` until a reviewer publishes
 * it. A reviewer checks a checklist (a current consent record, no banned terms, the link alive)
 * and publishes or rejects with a reason; the creator cannot publish their own draft when the site
 * has another staff account. Every decision is written to the audit log.
 */
export function reviewService({
  transact,
  reviews,
  enabled,
  models,
  content,
  consent,
  bannedTerms,
  links,
  audit,
  announce,
}: Deps) {
  const holder = (kind: ReviewKind) => (kind === 'model' ? models : content);

  /** The checklists of a page of drafts: consent of each model, banned terms in the text, the links' state. */
  async function checklists(rows: QueueRow[]): Promise<ReviewChecklist[]> {
    const modelIds = rows
      .map((r) => (r.kind === 'model' ? r.target_id : r.content_model_id))
      .filter((id) => id !== null);
    const states = await consent.states([...new Set(modelIds)]);
    const modelTags = await models.tagsFor(rows.filter((r) => r.kind === 'model').map((r) => r.target_id));
    const contentIds = rows.filter((r) => r.kind === 'content').map((r) => r.target_id);
    const itemTags = await content.tagsFor(contentIds);
    const linkRows = await links.forContents(contentIds);
    return Promise.all(
      rows.map(async (r) => {
        if (r.kind === 'model') {
          const text = [r.model_name, r.model_bio, ...(modelTags.get(r.target_id) ?? [])].filter(Boolean).join(' \n ');
          return {
            consent: states.get(r.target_id) ?? 'missing',
            bannedTerm: (await bannedTerms.find(text)) ?? null,
            link: null,
          };
        }
        const text = [r.content_title, ...(itemTags.get(r.target_id) ?? [])].filter(Boolean).join(' \n ');
        return {
          consent: r.content_model_id === null ? 'missing' : (states.get(r.content_model_id) ?? 'missing'),
          bannedTerm: (await bannedTerms.find(text)) ?? null,
          link: linkState(linkRows.filter((l) => l.content_id === r.target_id).map((l) => l.state)),
        };
      }),
    );
  }

  function blockersOf(row: QueueRow, checklist: ReviewChecklist, viewer: Viewer, staff: number): ReviewBlocker[] {
    const blockers: ReviewBlocker[] = [];
    if (row.status === 'published') blockers.push('published');
    if (row.created_by === viewer.id && staff > 1) blockers.push('own_draft');
    if (checklist.consent !== 'current') blockers.push('consent');
    if (checklist.bannedTerm) blockers.push('banned_term');
    return blockers;
  }

  function toItem(row: QueueRow, checklist: ReviewChecklist, blockers: ReviewBlocker[]): ReviewItem {
    const isModel = row.kind === 'model';
    return {
      kind: row.kind as ReviewKind,
      id: row.target_id,
      title: (isModel ? row.model_name : row.content_title) ?? '',
      slug: (isModel ? row.model_slug : row.content_slug) ?? '',
      model:
        !isModel && row.content_model_id !== null && row.content_model_name !== null
          ? { id: row.content_model_id, name: row.content_model_name, slug: row.content_model_slug ?? '' }
          : null,
      status: row.status as ReviewStatus,
      createdAt: toIso(row.created_at),
      createdBy:
        row.created_by !== null && row.created_by_name !== null
          ? { id: row.created_by, name: row.created_by_name }
          : null,
      decidedAt: toIso(row.decided_at),
      decidedBy:
        row.decided_by !== null && row.decided_by_name !== null
          ? { id: row.decided_by, name: row.decided_by_name }
          : null,
      reason: row.reason,
      checklist,
      blockers,
    };
  }

  async function items(rows: QueueRow[], viewer: Viewer): Promise<ReviewItem[]> {
    const lists = await checklists(rows);
    const staff = await reviews.staffCount();
    return rows.map((row, i) => toItem(row, lists[i]!, blockersOf(row, lists[i]!, viewer, staff)));
  }

  /** The one draft of `kind` `id` as the queue shows it to `viewer` (404 when there is none, or its item is gone). */
  async function one(viewer: Viewer, kind: ReviewKind, id: number): Promise<ReviewItem> {
    const { rows } = await reviews.list({ kind, targetId: id }, { page: 1, limit: 1 });
    if (!rows[0]) throw notFound('No draft of that kind has that id');
    return (await items(rows, viewer))[0]!;
  }

  return {
    enabled,

    async draft(...[kind, id, createdBy, at, trx]: Parameters<Drafts['draft']>): Promise<boolean> {
      if (!enabled) return false;
      await holder(kind).hide(id, 'review', at, trx);
      await reviews.add(kind, id, createdBy, at, trx);
      return true;
    },

    /** Which of `ids` are drafts (pending or rejected), for the admin lists' badges. */
    states: (kind: ReviewKind, ids: readonly number[]) => reviews.statesOf(kind, ids),

    async list(viewer: Viewer, query: ReviewListQuery): Promise<ReviewListResponse> {
      const { rows, total } = await reviews.list(
        { kind: query.kind, status: query.status },
        { page: query.page, limit: query.limit },
      );
      return {
        items: await items(rows, viewer),
        pending: await reviews.pendingCount(),
        enabled,
        pagination: paginationOf(query.page, query.limit, total),
      };
    },

    async decide(
      viewer: Viewer,
      kind: ReviewKind,
      id: number,
      action: 'publish' | 'reject',
      reason: string | undefined,
    ): Promise<ReviewItem> {
      const item = await one(viewer, kind, id);
      if (action === 'reject') {
        if (!reason?.trim()) throw badRequest('A reason is required to reject a draft');
        if (item.status !== 'pending') throw conflict('Only a draft waiting for review can be rejected');
      } else {
        if (item.blockers.includes('published')) throw conflict('This draft is already published');
        if (item.blockers.includes('own_draft'))
          throw forbidden('You created this draft: another staff account must review it');
        if (item.blockers.includes('consent'))
          throw conflict(
            kind === 'model'
              ? 'This model has no current consent record: add one before publishing'
              : 'Its model has no current consent record: add one before publishing',
          );
        if (item.blockers.includes('banned_term'))
          throw conflict(`It contains the banned term "${item.checklist.bannedTerm}": edit it before publishing`);
      }
      const at = now();
      await transact(async (trx) => {
        const status: ReviewStatus = action === 'publish' ? 'published' : 'rejected';
        const from: ReviewStatus[] = action === 'publish' ? ['pending', 'rejected'] : ['pending'];
        const decided = await reviews.decide(
          kind,
          id,
          from,
          { status, by: viewer.id, at, reason: reason?.trim() || null },
          trx,
        );
        if (!decided) throw new AppError(409, 'CONFLICT', 'Another reviewer decided this draft first');
        if (action === 'publish') {
          await holder(kind).unhide(id, 'review', trx);
          if (kind === 'content' && item.model)
            await announce({ id, title: item.title, slug: item.slug, model: item.model }, trx);
        }
        await audit.record(
          {
            actor: viewer,
            action: `review.${action}`,
            entity: kind,
            entityId: id,
            label: item.title,
            before: { status: item.status },
            after: { status, reason: reason?.trim() || null, checklist: item.checklist },
          },
          trx,
        );
      });
      return one(viewer, kind, id);
    },
  };
}
export type ReviewService = ReturnType<typeof reviewService>;
