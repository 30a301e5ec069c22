import { Users } from 'lucide-react';
import { PageShell } from '@/components/page-shell.tsx';

export function AdminModelsPage() {
  return (
    <PageShell
      icon={<Users />}
      title="Admin Models"
      description="Searching, creating, editing and deleting models will happen here."
    />
  );
}
