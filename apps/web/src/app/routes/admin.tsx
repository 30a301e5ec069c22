// The admin section, loaded on demand as its own chunk (see router.tsx).
export { AdminLayout } from '@/features/admin/components/admin-layout.tsx';
export { AdminDashboardPage } from '@/features/admin/pages/dashboard-page.tsx';
export { AdminModelsPage } from '@/features/admin/pages/models-page.tsx';
export { AdminContentPage } from '@/features/admin/pages/content-page.tsx';
export { AdminReportsPage } from '@/features/admin/pages/reports-page.tsx';
export { AdminUsersPage } from '@/features/admin/pages/users-page.tsx';
export { AdminAuditPage } from '@/features/admin/pages/audit-page.tsx';
export { AdminDmcaPage } from '@/features/admin/pages/dmca-page.tsx';
export { AdminRecommendationsPage } from '@/features/admin/pages/recommendations-page.tsx';
export { AdminMessagesPage } from '@/features/admin/pages/messages-page.tsx';
export { AdminCompliancePages } from './admin-compliance.tsx';
