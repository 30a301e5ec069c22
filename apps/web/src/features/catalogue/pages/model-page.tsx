import { UserRound } from 'lucide-react';
import { useParams } from 'react-router';
import { PageShell } from '@/components/page-shell.tsx';

export function ModelPage() {
  const { slug = '' } = useParams();
  return (
    <PageShell
      icon={<UserRound />}
      title="Model Profile"
      description={
        <>
          The profile of <span className="font-medium text-fg">{slug}</span>, with details, content and comments,
          will appear here.
        </>
      }
    />
  );
}
