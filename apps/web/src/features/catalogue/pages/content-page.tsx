import { Package } from 'lucide-react';
import { useParams } from 'react-router';
import { PageShell } from '@/components/page-shell.tsx';

export function ContentPage() {
  const { slug = '' } = useParams();
  return (
    <PageShell
      icon={<Package />}
      title="Content Detail"
      description={
        <>
          The pack <span className="font-medium text-fg">{slug}</span>, with its download panel, package contents and
          related content, will appear here.
        </>
      }
    />
  );
}
