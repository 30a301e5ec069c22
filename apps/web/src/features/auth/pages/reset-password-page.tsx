import { KeyRound } from 'lucide-react';
import { PageShell } from '@/components/page-shell.tsx';

export function ResetPasswordPage() {
  return (
    <PageShell
      icon={<KeyRound />}
      title="Reset Password"
      description="The link from your password reset email will let you set a new password here."
    />
  );
}
