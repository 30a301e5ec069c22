import { LayoutDashboard } from 'lucide-react';
import { PageShell } from '@/components/page-shell.tsx';

export function AdminDashboardPage() {
  return (
    <PageShell
      icon={<LayoutDashboard />}
      title="Admin Dashboard"
      description="Statistics on users, models, content, views and reports, with the top lists, will appear here."
    />
  );
}
