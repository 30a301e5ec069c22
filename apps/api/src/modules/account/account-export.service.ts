import type { AccountExport } from '@packdex/shared/schemas';
import { unauthorized } from '../../lib/errors.ts';
import { clock } from '../../lib/clock.ts';
import { toIso } from '../../lib/time.ts';
import type { CollectionsRepository } from '../collections/collections.repository.ts';
import type { CommentsRepository } from '../comments/comments.repository.ts';
import type { ContentRepository } from '../content/content.repository.ts';
import type { FollowsRepository } from '../follows/follows.repository.ts';
import type { LikesRepository } from '../likes/likes.repository.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import type { PaymentsRepository } from '../payments/payments.repository.ts';
import type { RecommendationsRepository } from '../recommendations/recommendations.repository.ts';
import type { ReportsRepository } from '../reports/reports.repository.ts';
import type { SessionsRepository } from '../sessions/sessions.repository.ts';
import type { SavedSearchesRepository } from '../saved-searches/saved-searches.repository.ts';
import type { SupportRepository } from '../support/support.repository.ts';
import type { TagBlacklistRepository } from '../tag-blacklist/tag-blacklist.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { Viewer } from '../users/users.service.ts';

/** Where each part of the export comes from: every feature reads its own rows. */
interface Deps {
  users: Pick<UsersRepository, 'findById' | 'activityOf'>;
  likes: Pick<LikesRepository, 'exportFor'>;
  comments: Pick<CommentsRepository, 'exportFor' | 'likesGivenBy'>;
  follows: Pick<FollowsRepository, 'exportFor' | 'exportTagsFor'>;
  collections: Pick<CollectionsRepository, 'exportFor'>;
  savedSearches: Pick<SavedSearchesRepository, 'mine' | 'preference'>;
  hiddenTags: Pick<TagBlacklistRepository, 'list'>;
  content: Pick<ContentRepository, 'exportFor'>;
  reports: Pick<ReportsRepository, 'filedBy'>;
  recommendations: Pick<RecommendationsRepository, 'exportFor'>;
  support: Pick<SupportRepository, 'exportFor'>;
  sessions: Pick<SessionsRepository, 'exportFor'>;
  notifications: Pick<NotificationsRepository, 'exportFor'>;
  payments: Pick<PaymentsRepository, 'listForUser' | 'eventsOf'>;
  siteName: string;
}

const flag = (value: number) => value === 1;

/**
 * "Download my data": a copy of what the site holds about the account, read from each feature's
 * tables. It lists fields one by one, so nothing is sent that was not chosen: never the password
 * hash, the token version, e-mail tokens or checkout references, nor the notes moderators and
 * admins keep about reports, recommendations and messages.
 */
export function accountExportService(d: Deps) {
  return {
    async exportFor(viewer: Viewer): Promise<{ filename: string; data: AccountExport }> {
      const user = await d.users.findById(viewer.id);
      if (!user) throw unauthorized('Your session has expired. Please sign in again.');
      const [activity, likes, comments, commentLikes, follows, content, reports, recommendations, messages, notices] =
        await Promise.all([
          d.users.activityOf(user.id),
          d.likes.exportFor(user.id),
          d.comments.exportFor(user.id),
          d.comments.likesGivenBy(user.id),
          d.follows.exportFor(user.id),
          d.content.exportFor(user.id),
          d.reports.filedBy(user.id),
          d.recommendations.exportFor(user.id),
          d.support.exportFor(user.id),
          d.notifications.exportFor(user.id),
        ]);
      const [searches, digest, hidden] = await Promise.all([
        d.savedSearches.mine(user.id),
        d.savedSearches.preference(user.id),
        d.hiddenTags.list(user.id),
      ]);
      const [subscriptions, events, sessions, saved, tagFollows] = await Promise.all([
        d.payments.listForUser(user.id),
        d.payments.eventsOf(user.id),
        d.sessions.exportFor(user.id),
        d.collections.exportFor(user.id),
        d.follows.exportTagsFor(user.id),
      ]);
      const exportedAt = clock.now().toISOString();
      const data: AccountExport = {
        format: 'packdex-account-export',
        version: 1,
        site: d.siteName,
        exportedAt,
        profile: {
          id: user.id,
          name: user.name,
          email: user.email,
          language: user.language,
          country: user.country,
          profilePhoto: user.profile_photo,
          isVerified: flag(user.is_verified),
          isPremium: flag(user.is_premium),
          premiumExpiresAt: toIso(user.premium_expires_at),
          isAdmin: flag(user.is_admin),
          ageConfirmedAt: toIso(user.age_confirmed_at),
          suspendedAt: toIso(user.suspended_at),
          createdAt: toIso(user.created_at),
          updatedAt: toIso(user.updated_at),
        },
        activeDays: activity.map((a) => ({ day: a.day, lastSeenAt: toIso(a.last_seen_at) })),
        sessions: sessions.map((s) => ({
          device: s.device,
          network: s.network,
          createdAt: toIso(s.created_at),
          lastSeenAt: toIso(s.last_seen_at),
          endedAt: toIso(s.ended_at),
        })),
        likes: likes.map((l) => ({
          contentId: l.content_id,
          contentSlug: l.content_slug,
          contentTitle: l.content_title,
          modelId: l.model_id,
          modelSlug: l.model_slug,
          modelName: l.model_name,
          likedAt: toIso(l.created_at),
        })),
        comments: comments.map((c) => ({
          id: c.id,
          contentId: c.content_id,
          modelId: c.model_id,
          parentId: c.parent_id,
          text: c.text,
          likes: c.likes,
          hidden: c.hidden_at !== null,
          createdAt: toIso(c.created_at),
          updatedAt: toIso(c.updated_at),
        })),
        commentLikes: commentLikes.map((l) => ({ commentId: l.comment_id, likedAt: toIso(l.created_at) })),
        follows: follows.map((f) => ({
          modelId: f.model_id,
          modelSlug: f.slug,
          modelName: f.name,
          followedAt: toIso(f.created_at),
        })),
        tagFollows: tagFollows.map((f) => ({ tagSlug: f.slug, tagName: f.name, followedAt: toIso(f.created_at) })),
        savedSearches: searches.map((s) => ({
          name: s.name,
          query: JSON.parse(s.query) as AccountExport['savedSearches'][number]['query'],
          notify: s.notify === 'bell' ? ('bell' as const) : ('none' as const),
          createdAt: toIso(s.created_at),
        })),
        digest: (digest?.frequency ?? 'off') as AccountExport['digest'],
        hiddenTags: hidden.map((tag) => ({ tagSlug: tag.slug, tagName: tag.name })),
        collections: saved.collections.map((c) => ({
          id: c.id,
          name: c.name,
          slug: c.slug,
          public: flag(c.is_public),
          isDefault: flag(c.is_default),
          createdAt: toIso(c.created_at),
          updatedAt: toIso(c.updated_at),
          items: saved.items
            .filter((i) => i.collection_id === c.id)
            .map((i) => ({
              contentId: i.content_id,
              contentSlug: i.slug,
              contentTitle: i.title,
              addedAt: toIso(i.added_at),
            })),
        })),
        views: content.views.map((v) => ({
          contentId: v.content_id,
          contentSlug: v.slug,
          contentTitle: v.title,
          viewedAt: toIso(v.viewed_at),
        })),
        openedItems: content.opened.map((o) => ({
          contentId: o.content_id,
          contentSlug: o.slug,
          contentTitle: o.title,
          openedAt: toIso(o.created_at),
        })),
        shares: content.shares.map((s) => ({
          contentId: s.content_id,
          modelId: s.model_id,
          platform: s.platform,
          sharedAt: toIso(s.created_at),
        })),
        reportsFiled: reports.map((r) => ({
          id: r.id,
          status: r.status,
          reason: r.reason,
          description: r.description,
          contentId: r.content_id,
          modelId: r.model_id,
          commentId: r.comment_id,
          ipAddress: r.ip_address,
          createdAt: toIso(r.created_at),
          updatedAt: toIso(r.updated_at),
        })),
        recommendations: recommendations.map((r) => ({
          modelId: r.model_id,
          modelName: r.model_name,
          description: r.description,
          status: r.status,
          createdAt: toIso(r.created_at),
        })),
        supportMessages: messages.map((m) => ({
          name: m.name,
          email: m.email,
          subject: m.subject,
          message: m.message,
          ipAddress: m.ip_address,
          status: m.status,
          sentAt: toIso(m.created_at),
        })),
        notifications: notices.map((n) => ({
          type: n.type,
          title: n.title,
          message: n.message,
          read: flag(n.is_read),
          createdAt: toIso(n.created_at),
        })),
        subscriptions: subscriptions.map((s) => ({
          provider: s.provider,
          subscriptionId: s.provider_subscription_id,
          status: s.status,
          currentPeriodEnd: toIso(s.current_period_end),
          cancelAtPeriodEnd: flag(s.cancel_at_period_end),
          endedAt: toIso(s.ended_at),
          createdAt: toIso(s.created_at),
        })),
        paymentEvents: events.map((e) => ({
          id: e.id,
          provider: e.provider,
          type: e.type,
          kind: e.kind,
          at: toIso(e.happened_at) ?? exportedAt,
          periodEnd: toIso(e.period_end),
          amount:
            e.amount_cents === null || e.currency === null ? null : { cents: e.amount_cents, currency: e.currency },
        })),
      };
      return {
        filename: `${d.siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-my-data-${exportedAt.slice(0, 10)}.json`,
        data,
      };
    },
  };
}
export type AccountExportService = ReturnType<typeof accountExportService>;
