import { useLocation } from 'react-router';
import { compliancePaths } from '@/features/admin/lib/compliance-paths.ts';
import { AdminAgePolicyPage } from '@/features/admin/pages/age-policy-page.tsx';
import { AdminBannedTermsPage } from '@/features/admin/pages/banned-terms-page.tsx';
import { AdminLinkHealthPage } from '@/features/admin/pages/link-health-page.tsx';
import { AdminImportsPage } from '@/features/admin/pages/imports-page.tsx';
import { AdminMonthlyReportPage } from '@/features/admin/pages/monthly-report-page.tsx';
import { AdminRemovalRequestsPage } from '@/features/admin/pages/removal-requests-page.tsx';
import { AdminReviewPage } from '@/features/admin/pages/review-page.tsx';
import { AdminSystemPage } from '@/features/admin/pages/system-page.tsx';
import { AdminTagsPage } from '@/features/admin/pages/tags-page.tsx';
import { NotFoundScreen } from './error-screen.tsx';

/** Every /admin/* address the router does not name: a compliance page, or the 404 screen. */
export function AdminCompliancePages() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  if (path === compliancePaths.removalRequests.path) return <AdminRemovalRequestsPage />;
  if (path === compliancePaths.bannedTerms.path) return <AdminBannedTermsPage />;
  if (path === compliancePaths.linkHealth.path) return <AdminLinkHealthPage />;
  if (path === compliancePaths.imports.path) return <AdminImportsPage />;
  if (path === compliancePaths.system.path) return <AdminSystemPage />;
  if (path === compliancePaths.monthlyReport.path) return <AdminMonthlyReportPage />;
  if (path === compliancePaths.review.path) return <AdminReviewPage />;
  if (path === compliancePaths.agePolicy.path) return <AdminAgePolicyPage />;
  if (path === compliancePaths.tags.path) return <AdminTagsPage />;
  return <NotFoundScreen />;
}
