// Test data builders: each test creates what it needs, directly in the database, instead of
// leaning on the demo seed or on another test's leftovers.
import { randomUUID } from 'node:crypto';
import type { ContentType } from '@packdex/shared/constants';
import { slugify } from '@packdex/shared/utils';
import type { Role } from '@packdex/shared/constants';
import { hashPassword } from '../src/lib/passwords.ts';
import { tagNamesFor } from '../src/db/tags.ts';
import { totpCode } from '../src/lib/totp.ts';
import { toViewer, type Viewer } from '../src/modules/users/users.service.ts';
import type { TestApp } from './build-test-app.ts';

let seq = 0;
const next = () => (seq += 1);
const iso = (d: Date | string = new Date()) => (typeof d === 'string' ? d : d.toISOString());

/** A unique, valid e-mail address. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${next()}@example.test`;

/** A tag (or other) name no other test uses: a file's tests share its database. */
export const freshName = (name: string) => `${name} ${next()}${Date.now() % 1000}`;

/**
 * The TOTP secret of every factory account with two-factor sign-in on (staff by default): tests
 * that sign in through /auth/login send `totpCode(TEST_TOTP_SECRET)` (or the user's `code()`).
 */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The password of every factory user. */
export const TEST_PASSWORD = 'secret-pass';
// argon2id is slow on purpose; one hash serves every factory user of a test file.
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: number;
  name: string;
  email: string;
  password: string;
  token: string;
  /** Headers that sign a request in as this user. */
  auth: { authorization: string };
  /** An address of its own, so per-address rate limits of one test never meet another's. */
  ip: string;
  /** What services see of the account, for service-level tests. */
  viewer: Viewer;
  /** The current TOTP code of an account with two-factor sign-in on. */
  code: () => string;
}

export interface UserOptions {
  name?: string;
  email?: string;
  verified?: boolean;
  /** true: premium for 30 more days; a Date: premium until then (in the past: expired). */
  premium?: boolean | Date;
  /** Shorthand for `role: 'admin'`. */
  admin?: boolean;
  /** The account's role (default `user`, or `admin` with `admin: true`). */
  role?: Role;
  /** Two-factor sign-in on (with TEST_TOTP_SECRET); default on for staff roles, off for members. */
  twoFactor?: boolean;
  ageConfirmed?: boolean;
  /** When the account was created (default now). */
  createdAt?: Date | string;
}

/** An account (plain by default: unverified, free) with a valid session token. */
export async function makeUser(t: TestApp, o: UserOptions = {}): Promise<TestUser> {
  const n = next();
  const at = iso(o.createdAt);
  const premiumUntil = o.premium instanceof Date ? o.premium : new Date(Date.now() + 30 * 86_400_000);
  const role = o.role ?? (o.admin ? 'admin' : 'user');
  const twoFactor = o.twoFactor ?? role !== 'user';
  const row = await t.database.db
    .insertInto('users')
    .values({
      name: o.name ?? `Test User ${n}`,
      email: o.email ?? uniqueEmail(),
      password_hash: await (passwordHash ??= hashPassword(TEST_PASSWORD)),
      is_verified: o.verified || role !== 'user' ? 1 : 0,
      is_admin: role === 'admin' ? 1 : 0,
      role,
      totp_secret: twoFactor ? TEST_TOTP_SECRET : null,
      totp_enabled_at: twoFactor ? at : null,
      is_premium: o.premium ? 1 : 0,
      premium_expires_at: o.premium ? premiumUntil.toISOString() : null,
      age_confirmed_at: o.ageConfirmed === false ? null : at,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = await t.app.tokens.sign({ userId: row.id, tokenVersion: row.token_version });
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    password: TEST_PASSWORD,
    token,
    auth: { authorization: `Bearer ${token}` },
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    viewer: toViewer(row),
    code: () => totpCode(TEST_TOTP_SECRET),
  };
}

export interface TestModel {
  id: number;
  slug: string;
  name: string;
}

export interface ModelOptions {
  name?: string;
  tags?: string[];
  views?: number;
  age?: number;
  ethnicity?: string;
  hairColor?: string;
  eyeColor?: string;
  bodyType?: string;
  bio?: string;
  createdAt?: Date | string;
  hidden?: boolean;
}

/** A model profile. */
export async function makeModel(t: TestApp, o: ModelOptions = {}): Promise<TestModel> {
  const n = next();
  const name = o.name ?? `Model ${n}`;
  const tags = o.tags ?? [];
  const at = iso(o.createdAt);
  const row = await t.database.db
    .insertInto('models')
    .values({
      model_id: `TEST-${n}`,
      slug: `${slugify(name)}-${n}`,
      name,
      photo_url: `/uploads/test/models/${n}.svg`,
      views: o.views ?? 0,
      ethnicity: o.ethnicity ?? 'latina',
      age: o.age ?? 30,
      hair_color: o.hairColor ?? 'brown',
      eye_color: o.eyeColor ?? 'green',
      body_type: o.bodyType ?? 'slim',
      bio: o.bio ?? `${name} makes packs for tests.`,
      search_text: [name, ...tags].join(' '),
      hidden_at: o.hidden ? at : null,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'slug', 'name'])
    .executeTakeFirstOrThrow();
  if (tags.length)
    await t.database.db
      .insertInto('model_tags')
      .values((await tagNamesFor(tags, true, t.database.db)).map((tag) => ({ model_id: row.id, tag })))
      .execute();
  return row;
}

export interface TestContent {
  id: number;
  slug: string;
  title: string;
  modelId: number | null;
}

export interface ContentOptions {
  /** The model the pack belongs to; one is made when not given (null: no model). */
  model?: TestModel | null;
  title?: string;
  type?: ContentType;
  tags?: string[];
  views?: number;
  createdAt?: Date | string;
  hidden?: boolean;
}

/** A content pack. */
export async function makeContent(t: TestApp, o: ContentOptions = {}): Promise<TestContent> {
  const n = next();
  const model = o.model === undefined ? await makeModel(t) : o.model;
  const title = o.title ?? `Pack ${n}`;
  const tags = o.tags ?? ['test'];
  const at = iso(o.createdAt);
  const row = await t.database.db
    .insertInto('contents')
    .values({
      slug: `${slugify(title)}-${n}`,
      title,
      url: `https://${t.config.fileHostDomain}/d/test-${n}`,
      thumbnail_url: `/uploads/test/content/${n}.svg`,
      type: o.type ?? 'gallery',
      model_id: model?.id ?? null,
      views: o.views ?? 0,
      images: 10,
      videos: 1,
      size: 1_000_000,
      search_text: [title, ...tags, model?.name ?? ''].join(' '),
      hidden_at: o.hidden ? at : null,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'slug', 'title', 'model_id'])
    .executeTakeFirstOrThrow();
  if (tags.length)
    await t.database.db
      .insertInto('content_tags')
      .values((await tagNamesFor(tags, true, t.database.db)).map((tag) => ({ content_id: row.id, tag })))
      .execute();
  return { id: row.id, slug: row.slug, title: row.title, modelId: row.model_id };
}

/** A comment (or, with `parentId`, a reply) by `user` on a content item or a model. */
export async function makeComment(
  t: TestApp,
  o: { user: TestUser; contentId?: number; modelId?: number; parentId?: number; text?: string },
): Promise<{ id: number }> {
  const at = iso();
  return t.database.db
    .insertInto('comments')
    .values({
      user_id: o.user.id,
      content_id: o.contentId ?? null,
      model_id: o.modelId ?? null,
      parent_id: o.parentId ?? null,
      text: o.text ?? 'A comment',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A pending report of a content item, a model or a comment. */
export async function makeReport(
  t: TestApp,
  o: { contentId?: number; modelId?: number; commentId?: number; reason?: string; status?: string },
): Promise<{ id: number }> {
  const at = iso();
  return t.database.db
    .insertInto('reports')
    .values({
      content_id: o.contentId ?? null,
      model_id: o.modelId ?? null,
      comment_id: o.commentId ?? null,
      reason: o.reason ?? 'spam',
      status: o.status ?? 'pending',
      ip_address: '10.0.0.1',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export interface SubscriptionOptions {
  user: TestUser;
  /** The provider's status: 'active' and 'trialing' pay (default 'active'). */
  status?: string;
  /** End of the current period; null: open-ended (default in 30 days). */
  currentPeriodEnd?: Date | null;
}

/** A payment-provider subscription row of `user`, as the premium webhooks would store it. */
export async function makeSubscription(t: TestApp, o: SubscriptionOptions): Promise<{ id: number }> {
  const at = iso();
  const end = o.currentPeriodEnd === undefined ? new Date(Date.now() + 30 * 86_400_000) : o.currentPeriodEnd;
  return t.database.db
    .insertInto('subscriptions')
    .values({
      user_id: o.user.id,
      provider: 'sandbox',
      provider_customer_id: `cus_test_${o.user.id}`,
      provider_subscription_id: `sub_test_${next()}`,
      status: o.status ?? 'active',
      current_period_end: end ? end.toISOString() : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A checkout the site started for the user with `provider`: the reference its events name. */
export async function makeCheckout(t: TestApp, user: { id: number }, provider: string): Promise<string> {
  const reference = `co_test_${randomUUID().replace(/-/g, '')}`;
  await t.database.db
    .insertInto('payment_checkouts')
    .values({ reference, user_id: user.id, provider, created_at: iso() })
    .execute();
  return reference;
}
