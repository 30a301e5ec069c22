import { Users } from 'lucide-react';
import { PageShell } from '@/components/page-shell.tsx';

export function ModelsPage() {
  return (
    <PageShell
      icon={<Users />}
      title="Models"
      description="The models grid, with search, filters (ethnicity, hair, eyes, body type, age) and sorting, will appear here."
    />
  );
}
