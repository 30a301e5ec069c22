import type { Role } from '@packdex/shared/constants';
import { paths } from '@/config/paths.ts';
import { compliancePaths } from './compliance-paths.ts';

/**
 * The admin pages each staff role sees (docs/security.md, "Staff roles"), mirroring the API's table
 * (apps/api/src/plugins/staff-access.ts): editors the catalogue and its imports, moderators the
 * queues (reports, messages, DMCA, removal requests, the review queue), admins every page. The server refuses the
 * calls of a page a role does not see, whatever the browser shows.
 */
export const STAFF_PAGES: Record<string, readonly Role[]> = {
  [paths.admin.dashboard.getHref()]: ['admin'],
  [paths.admin.models.getHref()]: ['admin', 'editor'],
  [paths.admin.content.getHref()]: ['admin', 'editor'],
  [paths.admin.recommendations.getHref()]: ['admin', 'editor'],
  [compliancePaths.linkHealth.getHref()]: ['admin', 'editor'],
  [compliancePaths.imports.getHref()]: ['admin', 'editor'],
  [compliancePaths.tags.getHref()]: ['admin', 'editor'],
  [paths.admin.reports.getHref()]: ['admin', 'moderator'],
  [paths.admin.messages.getHref()]: ['admin', 'moderator'],
  [paths.admin.dmca.getHref()]: ['admin', 'moderator'],
  [compliancePaths.removalRequests.getHref()]: ['admin', 'moderator'],
  [compliancePaths.review.getHref()]: ['admin', 'moderator'],
  [paths.admin.users.getHref()]: ['admin'],
  [paths.admin.audit.getHref()]: ['admin'],
  [compliancePaths.bannedTerms.getHref()]: ['admin'],
  [compliancePaths.monthlyReport.getHref()]: ['admin'],
};

/** May `role` see the admin page at `pathname` (a page, or an address below it)? Unlisted pages are admins'. */
export function staffMaySee(role: Role, pathname: string): boolean {
  if (role === 'admin') return true;
  const page = Object.keys(STAFF_PAGES)
    .filter((p) => pathname === p || pathname.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
  return page !== undefined && (STAFF_PAGES[page] ?? []).includes(role);
}
