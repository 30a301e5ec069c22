import type { StaffRole } from '@packdex/shared/constants';

/**
 * Which staff roles may call which admin operation: the one place that says so (docs/security.md,
 * "Staff roles"). Every admin route's guard (`requireStaff` in plugins/auth.ts) looks its route up
 * here; admins may call every one, and an admin route that no rule names is for admins only, so a
 * new route is closed until a person opens it to a role.
 *
 * A rule names routes as `METHOD /api/path` with Fastify's `:param` segments; `*` for the method
 * matches every method, and a path ending in `/*` matches the path and everything below it.
 */
export interface StaffRule {
  /** What the rule is about, for the docs and the test's failure messages. */
  area: string;
  roles: readonly Exclude<StaffRole, 'admin'>[];
  routes: readonly string[];
}

export const STAFF_ACCESS: readonly StaffRule[] = [
  {
    area: 'Catalogue: models, content, their photos and link checks',
    roles: ['editor'],
    routes: [
      'POST /api/models',
      'PUT /api/models/:id',
      'DELETE /api/models/:id',
      'POST /api/models/photo',
      'POST /api/content',
      'PUT /api/content/:id',
      'DELETE /api/content/:id',
      'POST /api/content/:id/check',
      'POST /api/content/thumbnail',
      'POST /api/admin/models/bulk',
      'POST /api/admin/content/bulk',
      'GET /api/admin/bulk/:id',
      '* /api/admin/models/:id/photos/*',
      '* /api/admin/link-health/*',
      '* /api/admin/recommendations/*',
      '* /api/admin/tags/*',
    ],
  },
  {
    area: "Models' consent records: editors keep them; moderators read them to review drafts",
    roles: ['editor', 'moderator'],
    routes: ['GET /api/admin/models/:id/consent', 'GET /api/admin/models/:id/consent/:recordId/file'],
  },
  {
    area: "Models' consent records: adding and deleting",
    roles: ['editor'],
    routes: ['POST /api/admin/models/:id/consent', 'DELETE /api/admin/models/:id/consent/:recordId'],
  },
  {
    area: 'Imports and exports of the catalogue',
    roles: ['editor'],
    routes: ['* /api/admin/imports/*', '* /api/admin/exports/*'],
  },
  {
    area: 'Reports (trust and safety)',
    roles: ['moderator'],
    routes: [
      'GET /api/reports',
      'GET /api/reports/stats',
      'GET /api/reports/alerts',
      'GET /api/reports/:id/evidence',
      'POST /api/reports/revert',
      'PUT /api/reports/:id',
    ],
  },
  {
    area: 'Removal requests from depicted people',
    roles: ['moderator'],
    routes: ['GET /api/removal-requests', 'PUT /api/removal-requests/:id'],
  },
  {
    area: 'DMCA notices, counter-notices and repeat infringers',
    roles: ['moderator'],
    routes: [
      'GET /api/dmca/notices',
      'PUT /api/dmca/notices/:id',
      'GET /api/dmca/repeat-infringers',
      'POST /api/dmca/restorations/run',
    ],
  },
  {
    area: 'Review queue (drafts awaiting publication)',
    roles: ['moderator'],
    routes: ['* /api/admin/review/*'],
  },
  {
    area: 'Support inbox',
    roles: ['moderator'],
    routes: ['* /api/admin/support-messages/*'],
  },
];

/** The staff roles besides admin that may call `method url` (a route's Fastify URL); none: admins only. */
export function rolesFor(method: string, url: string | undefined): readonly Exclude<StaffRole, 'admin'>[] {
  if (url === undefined) return [];
  const roles = new Set<Exclude<StaffRole, 'admin'>>();
  for (const rule of STAFF_ACCESS)
    if (rule.routes.some((route) => routeMatches(route, method, url))) for (const role of rule.roles) roles.add(role);
  return [...roles];
}

function routeMatches(route: string, method: string, url: string): boolean {
  const [ruleMethod, rulePath] = route.split(' ') as [string, string];
  // A GET route answers HEAD too, under the same rule.
  const asked = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  if (ruleMethod !== '*' && ruleMethod !== asked) return false;
  if (!rulePath.endsWith('/*')) return rulePath === url;
  const base = rulePath.slice(0, -2);
  return url === base || url.startsWith(`${base}/`);
}

/** May `role` call `method url`? Admins may call every admin route. */
export function roleMayCall(role: StaffRole, method: string, url: string | undefined): boolean {
  return role === 'admin' || (rolesFor(method, url) as readonly string[]).includes(role);
}
