import { Flag } from 'lucide-react';
import { PageShell } from '@/components/page-shell.tsx';

export function AdminReportsPage() {
  return (
    <PageShell
      icon={<Flag />}
      title="Admin Reports"
      description="Moderation reports, filtered by status, with their review actions will appear here."
    />
  );
}
