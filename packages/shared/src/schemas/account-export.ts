import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { billingHistoryItem } from './billing.ts';
import { DIGEST_FREQUENCIES, SAVED_SEARCH_NOTIFY } from '../constants.ts';
import { savedSearchQueryOut } from './saved-searches.ts';

const id = z.number().int();
const when = isoDateTime;
const optionalText = z.string().nullable();

/**
 * GET /account/export: everything the site holds about the signed-in account, as one JSON file:
 * the profile, what it did (likes, comments, follows, collections, views, shares, reports,
 * recommendations, messages), what it was told (notifications) and its subscriptions and payments. Never a password
 * hash, a session or e-mail token, or the moderators' and admins' own notes.
 */
export const accountExport = z.object({
  /** What the file is, so a person or a program can tell it apart from another JSON file. */
  format: z.literal('packdex-account-export'),
  version: z.literal(1),
  site: z.string(),
  exportedAt: when,
  profile: z.object({
    id,
    name: z.string(),
    email: z.string(),
    language: z.string(),
    country: optionalText,
    profilePhoto: optionalText,
    isVerified: z.boolean(),
    isPremium: z.boolean(),
    premiumExpiresAt: when.nullable(),
    isAdmin: z.boolean(),
    ageConfirmedAt: when.nullable(),
    suspendedAt: when.nullable(),
    createdAt: when,
    updatedAt: when,
  }),
  /** The days the account was signed in and active (UTC), with the last request of each. */
  activeDays: z.array(z.object({ day: z.string(), lastSeenAt: when })),
  /** Where the account signed in (ended ones too): the browser's short description and the network, never a token. */
  sessions: z.array(
    z.object({
      device: z.string(),
      network: optionalText,
      createdAt: when,
      lastSeenAt: when,
      endedAt: when.nullable(),
    }),
  ),
  likes: z.array(
    z.object({
      contentId: id.nullable(),
      contentSlug: optionalText,
      contentTitle: optionalText,
      modelId: id.nullable(),
      modelSlug: optionalText,
      modelName: optionalText,
      likedAt: when,
    }),
  ),
  comments: z.array(
    z.object({
      id,
      contentId: id.nullable(),
      modelId: id.nullable(),
      parentId: id.nullable(),
      text: z.string(),
      likes: z.number().int(),
      hidden: z.boolean(),
      createdAt: when,
      updatedAt: when,
    }),
  ),
  commentLikes: z.array(z.object({ commentId: id, likedAt: when })),
  follows: z.array(z.object({ modelId: id, modelSlug: z.string(), modelName: z.string(), followedAt: when })),
  /** The tags the account follows, oldest first. */
  tagFollows: z.array(z.object({ tagSlug: z.string(), tagName: z.string(), followedAt: when })),
  /** The account's saved searches, newest first, and how often its e-mail digest comes. */
  savedSearches: z.array(
    z.object({ name: z.string(), query: savedSearchQueryOut, notify: z.enum(SAVED_SEARCH_NOTIFY), createdAt: when }),
  ),
  digest: z.enum(DIGEST_FREQUENCIES),
  /** The tags the account hides from its lists (its tag blacklist), A–Z by slug. */
  hiddenTags: z.array(z.object({ tagSlug: z.string(), tagName: z.string() })),
  /** The account's collections (private ones too) with the items each holds, oldest first. */
  collections: z.array(
    z.object({
      id,
      name: z.string(),
      slug: z.string(),
      public: z.boolean(),
      isDefault: z.boolean(),
      createdAt: when,
      updatedAt: when,
      items: z.array(z.object({ contentId: id, contentSlug: optionalText, contentTitle: optionalText, addedAt: when })),
    }),
  ),
  views: z.array(z.object({ contentId: id, contentSlug: optionalText, contentTitle: optionalText, viewedAt: when })),
  openedItems: z.array(
    z.object({ contentId: id, contentSlug: optionalText, contentTitle: optionalText, openedAt: when }),
  ),
  shares: z.array(z.object({ contentId: id.nullable(), modelId: id.nullable(), platform: z.string(), sharedAt: when })),
  reportsFiled: z.array(
    z.object({
      id,
      status: z.string(),
      reason: z.string(),
      description: optionalText,
      contentId: id.nullable(),
      modelId: id.nullable(),
      commentId: id.nullable(),
      ipAddress: optionalText,
      createdAt: when,
      updatedAt: when,
    }),
  ),
  recommendations: z.array(
    z.object({
      modelId: id,
      modelName: optionalText,
      description: z.string(),
      status: z.string(),
      createdAt: when,
    }),
  ),
  supportMessages: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      ipAddress: optionalText,
      status: z.string(),
      sentAt: when,
    }),
  ),
  notifications: z.array(
    z.object({ type: z.string(), title: z.string(), message: z.string(), read: z.boolean(), createdAt: when }),
  ),
  subscriptions: z.array(
    z.object({
      provider: z.string(),
      subscriptionId: z.string(),
      status: z.string(),
      currentPeriodEnd: when.nullable(),
      cancelAtPeriodEnd: z.boolean(),
      endedAt: when.nullable(),
      createdAt: when,
    }),
  ),
  /** Every provider event applied to the account: the billing history's entries and the rest. */
  paymentEvents: z.array(
    billingHistoryItem.omit({ kind: true }).extend({ type: z.string(), kind: z.string().nullable() }),
  ),
});
export type AccountExport = z.infer<typeof accountExport>;
