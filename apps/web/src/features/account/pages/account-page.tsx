import { UserCog } from 'lucide-react';
import { PageShell } from '@/components/page-shell.tsx';

export function AccountPage() {
  return (
    <PageShell
      icon={<UserCog />}
      title="Account"
      description="Your profile, account status and account actions will appear here."
    />
  );
}
