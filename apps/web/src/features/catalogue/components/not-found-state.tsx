import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/** A page whose item does not exist (404): its heading, a line of help and the way out. */
export function NotFoundState({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <div className="py-8">
      <h1 className="sr-only">{title}</h1>
      <EmptyState icon={<SearchX />} title={title} description={description} action={action} />
    </div>
  );
}
