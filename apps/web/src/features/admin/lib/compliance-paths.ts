// The admin's compliance pages (and link health). They live here, not in config/paths.ts, because config/paths.ts and
// the router ship with the visitor's first page, whose JavaScript budget has no room left: the
// router sends every other /admin/* address to AdminCompliancePages (pages/compliance-pages.tsx),
// which picks the page from this list, inside the admin's own chunk.
export const compliancePaths = {
  removalRequests: { path: '/admin/removal-requests', getHref: () => '/admin/removal-requests' },
  bannedTerms: { path: '/admin/banned-terms', getHref: () => '/admin/banned-terms' },
  linkHealth: { path: '/admin/link-health', getHref: () => '/admin/link-health' },
  imports: { path: '/admin/imports', getHref: () => '/admin/imports' },
  system: { path: '/admin/system', getHref: () => '/admin/system' },
  monthlyReport: { path: '/admin/monthly-report', getHref: () => '/admin/monthly-report' },
  review: { path: '/admin/review', getHref: () => '/admin/review' },
  agePolicy: { path: '/admin/age-policy', getHref: () => '/admin/age-policy' },
  tags: { path: '/admin/tags', getHref: () => '/admin/tags' },
} as const;
