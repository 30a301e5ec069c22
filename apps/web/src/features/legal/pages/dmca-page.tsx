import { Scale } from 'lucide-react';
import { PageShell } from '@/components/page-shell.tsx';

export function DmcaPage() {
  return (
    <PageShell
      icon={<Scale />}
      title="DMCA"
      description="Our role as a link indexer, the copyright takedown contact and the notice procedure will be set out here."
    />
  );
}
