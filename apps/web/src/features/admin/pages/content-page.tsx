import { FileStack } from 'lucide-react';
import { PageShell } from '@/components/page-shell.tsx';

export function AdminContentPage() {
  return (
    <PageShell
      icon={<FileStack />}
      title="Admin Content"
      description="Searching, adding, editing and deleting content will happen here."
    />
  );
}
