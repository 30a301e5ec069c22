import { MAX_ID } from '@packdex/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { makeUser, type TestUser } from '../../test/factories.ts';
import { ENROL_FIRST } from '../plugins/auth.ts';

// Every admin-only operation of the OpenAPI document answers 401 to a visitor and 403 to a member,
// before it reads the query or body; each staff role reaches exactly the operations listed for it
// below (admins all of them), and a staff account without two-factor sign-in none of them. Admin-only means tagged `admin` in the document; every other
// operation must be listed below as public or for members, so a new route is classified by a person
// (and a new admin route is probed) before this file passes.
const t = useTestApp();
let member: TestUser;
let address = 0;
// Each request from its own address, so the routes' per-address write limits stay out of the way.
const nextAddress = () => `10.78.${(address >> 8) & 255}.${(address += 1) & 255}`;

beforeAll(async () => {
  member = await makeUser(t, { verified: true, premium: true });
});

/** Open to visitors (some read the session when there is one). */
const PUBLIC = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/content',
  'GET /api/content/model/{id}',
  'GET /api/content/slug/{slug}',
  'GET /api/content/{id}',
  'GET /api/content/{id}/related',
  'GET /api/content/{id}/similar',
  'POST /api/content/{id}/view',
  'POST /api/content/{id}/share',
  'GET /api/likes/stats',
  'GET /api/comments',
  'POST /api/reports',
  'GET /api/models',
  'GET /api/models/{slug}',
  'GET /api/models/{slug}/similar',
  'GET /api/collections/{id}',
  'GET /api/tags',
  'GET /api/tags/{slug}',
  'GET /api/tags/{slug}/follow',
  'GET /api/tags/{slug}/models',
  'GET /api/search/suggestions',
  'POST /api/age-verification/confirm',
  'GET /api/age-verification/status',
  'POST /api/age-verification/revoke',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/confirm-email',
  'POST /api/support/messages',
  'POST /api/dmca/notices',
  'POST /api/dmca/counter-notices',
  'POST /api/removal-requests',
  'GET /api/age-assurance/start',
  'GET /api/age-assurance/callback',
  'GET /api/age-assurance/status',
];

/** For any signed-in account (some for verified or premium ones), not only admins. */
const MEMBER = [
  'GET /api/models/user/history',
  'POST /api/likes/toggle',
  'POST /api/comments',
  'PUT /api/comments/{id}',
  'DELETE /api/comments/{id}',
  'POST /api/comments/{id}/like',
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'PUT /api/notifications/read-all',
  'PUT /api/notifications/{id}/read',
  'POST /api/models/{id}/follow',
  'GET /api/account/likes',
  'GET /api/follows',
  'GET /api/follows/feed',
  'GET /api/follows/tags',
  'GET /api/follows/tags/feed',
  'POST /api/tags/{slug}/follow',
  'GET /api/collections',
  'POST /api/collections',
  'PUT /api/collections/{id}',
  'DELETE /api/collections/{id}',
  'POST /api/collections/{id}/items',
  'DELETE /api/collections/{id}/items/{contentId}',
  'GET /api/saved-searches',
  'POST /api/saved-searches',
  'PATCH /api/saved-searches/{id}',
  'DELETE /api/saved-searches/{id}',
  'GET /api/account/digest',
  'PUT /api/account/digest',
  'GET /api/recommendations/remaining',
  'POST /api/recommendations',
  'GET /api/auth/dashboard',
  'PUT /api/auth/profile',
  'PUT /api/auth/change-password',
  'DELETE /api/auth/account',
  'POST /api/auth/upload-photo',
  'POST /api/purchase',
  'POST /api/billing/portal',
  'GET /api/billing/status',
  'GET /api/billing/history',
  'GET /api/account/export',
  'GET /api/account/sessions',
  'DELETE /api/account/sessions/{id}',
  'POST /api/account/sessions/end-others',
  'GET /api/account/tag-blacklist',
  'PUT /api/account/tag-blacklist',
  'POST /api/account/tag-blacklist',
  'DELETE /api/account/tag-blacklist/{slug}',
  'POST /api/auth/logout',
  'POST /api/auth/change-email',
  'POST /api/auth/2fa/setup',
  'POST /api/auth/2fa/enable',
  'POST /api/auth/2fa/disable',
];

/**
 * What editors may call (the catalogue, its imports, consent records) and what moderators may call (reports,
 * removal requests, DMCA notices, the support inbox, the review queue, reading consent records): written out here by hand, apart from
 * plugins/staff-access.ts, so a change there that opens or closes a route fails this test until a
 * person agrees. Every other admin operation is for admins only.
 */
const EDITOR = [
  'POST /api/content',
  'PUT /api/content/{id}',
  'DELETE /api/content/{id}',
  'POST /api/content/{id}/check',
  'POST /api/content/thumbnail',
  'GET /api/admin/link-health',
  'GET /api/admin/link-health/dead',
  'GET /api/admin/link-health/items/{id}/checks',
  'POST /api/admin/link-health/links/{id}/false-positive',
  'POST /api/admin/content/bulk',
  'POST /api/admin/models/bulk',
  'GET /api/admin/bulk/{id}',
  'GET /api/admin/models/{id}/photos',
  'POST /api/admin/models/{id}/photos',
  'PUT /api/admin/models/{id}/photos/order',
  'PUT /api/admin/models/{id}/photos/{photoId}/main',
  'DELETE /api/admin/models/{id}/photos/{photoId}',
  'GET /api/admin/recommendations',
  'PUT /api/admin/recommendations/{id}',
  'POST /api/models',
  'PUT /api/models/{id}',
  'DELETE /api/models/{id}',
  'POST /api/models/photo',
  'POST /api/admin/imports',
  'GET /api/admin/imports',
  'POST /api/admin/imports/{id}/resume',
  'GET /api/admin/imports/{id}',
  'GET /api/admin/imports/{id}/refused.csv',
  'GET /api/admin/exports',
  'GET /api/admin/models/{id}/consent',
  'POST /api/admin/models/{id}/consent',
  'GET /api/admin/models/{id}/consent/{recordId}/file',
  'DELETE /api/admin/models/{id}/consent/{recordId}',
  'GET /api/admin/tags',
  'PUT /api/admin/tags/{id}',
  'POST /api/admin/tags/{id}/merge',
  'POST /api/admin/tags/{id}/aliases',
  'DELETE /api/admin/tags/{id}/aliases/{slug}',
];
const MODERATOR = [
  'GET /api/reports',
  'GET /api/reports/stats',
  'GET /api/reports/alerts',
  'GET /api/reports/{id}/evidence',
  'POST /api/reports/revert',
  'PUT /api/reports/{id}',
  'GET /api/admin/support-messages',
  'PUT /api/admin/support-messages/{id}',
  'GET /api/dmca/notices',
  'PUT /api/dmca/notices/{id}',
  'GET /api/dmca/repeat-infringers',
  'POST /api/dmca/restorations/run',
  'GET /api/removal-requests',
  'PUT /api/removal-requests/{id}',
  'GET /api/admin/review',
  'PUT /api/admin/review/{kind}/{id}',
  // Reviewers read a draft's consent records and may open the document they publish on.
  'GET /api/admin/models/{id}/consent',
  'GET /api/admin/models/{id}/consent/{recordId}/file',
];

interface Operation {
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  admin: boolean;
  secured: boolean;
}

async function operations(): Promise<Operation[]> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as Operation['method'],
      path,
      admin: op.tags?.includes('admin') ?? false,
      secured: (op.security?.length ?? 0) > 0,
    })),
  );
}

describe('admin-only operations', () => {
  it('are tagged admin in the OpenAPI document; every other operation is listed as public or for members', async () => {
    const ops = await operations();
    const others = (secured: boolean) =>
      ops
        .filter((o) => !o.admin && o.secured === secured)
        .map((o) => o.key)
        .sort();
    expect(others(false)).toEqual([...PUBLIC].sort());
    expect(others(true)).toEqual([...MEMBER].sort());
    const admin = ops.filter((o) => o.admin);
    // Under /api/admin everything is admin-only, and each declares the bearer token it needs.
    expect(ops.filter((o) => o.path.startsWith('/api/admin/') && !o.admin).map((o) => o.key)).toEqual([]);
    expect(admin.filter((o) => !o.secured).map((o) => o.key)).toEqual([]);
    // The admin routes known when this was written: the tag cannot silently fall off them.
    expect(admin.length).toBeGreaterThanOrEqual(27);
  });

  it('answer 401 to a visitor and 403 to a member, whatever query or body they send', async () => {
    const refusedWrongly: string[] = [];
    for (const op of (await operations()).filter((o) => o.admin)) {
      // An id that exists nowhere, a bad page and an empty body: the guard must answer before any of them is read.
      const url = `${op.path.replace(/\{[^}]+\}/g, String(MAX_ID))}?page=0`;
      const body = op.method === 'POST' || op.method === 'PUT' ? {} : undefined;
      const visitor = await t.app.inject({ method: op.method, url, remoteAddress: nextAddress(), payload: body });
      const user = await t.app.inject({
        method: op.method,
        url,
        headers: member.auth,
        remoteAddress: nextAddress(),
        payload: body,
      });
      const answers = [visitor, user].map((r) => `${r.statusCode} ${r.json<{ code?: string }>().code}`);
      if (answers.join(', ') !== '401 UNAUTHORIZED, 403 FORBIDDEN')
        refusedWrongly.push(`${op.key}: ${answers.join(', ')}`);
    }
    expect(refusedWrongly).toEqual([]);
  });
});

describe('staff roles on every admin operation', () => {
  const ask = (op: Operation, as: TestUser) =>
    t.app.inject({
      method: op.method,
      // An id that exists nowhere and an empty body: an allowed role gets past the guard to a 400/404
      // (or the call's answer), a refused one a 403 before anything is read.
      url: op.path.replace(/\{[^}]+\}/g, String(MAX_ID)),
      headers: as.auth,
      remoteAddress: nextAddress(),
      payload: op.method === 'POST' || op.method === 'PUT' ? {} : undefined,
    });

  it.each([
    ['editor', EDITOR],
    ['moderator', MODERATOR],
    ['admin', null],
  ] as const)('the %s role with two-factor sign-in reaches exactly its operations', async (role, allowed) => {
    const staff = await makeUser(t, { role });
    const wrong: string[] = [];
    for (const op of (await operations()).filter((o) => o.admin)) {
      const res = await ask(op, staff);
      const expected = allowed === null || allowed.includes(op.key);
      const refused = res.statusCode === 401 || res.statusCode === 403;
      if (expected && refused)
        wrong.push(`${op.key}: refused (${res.statusCode} ${res.json<{ error: string }>().error})`);
      if (!expected && !(res.statusCode === 403 && /needs the admin/.test(res.json<{ error: string }>().error)))
        wrong.push(`${op.key}: ${res.statusCode}, expected a 403 naming the roles that may`);
    }
    expect(wrong).toEqual([]);
    // The lists above name only admin operations that exist.
    const keys = (await operations()).filter((o) => o.admin).map((o) => o.key);
    expect([...EDITOR, ...MODERATOR].filter((k) => !keys.includes(k))).toEqual([]);
  });

  it.each(['editor', 'moderator', 'admin'] as const)(
    'the %s role without two-factor sign-in is sent to the enrolment on every admin operation',
    async (role) => {
      const staff = await makeUser(t, { role, twoFactor: false });
      const wrong: string[] = [];
      for (const op of (await operations()).filter((o) => o.admin)) {
        const res = await ask(op, staff);
        if (res.statusCode !== 403 || res.json<{ error: string }>().error !== ENROL_FIRST)
          wrong.push(`${op.key}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
      expect(wrong).toEqual([]);
      // The enrolment itself stays open to it.
      const setup = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: staff.auth });
      expect(setup.statusCode).toBe(200);
    },
  );
});
