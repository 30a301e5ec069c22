import { Mail } from 'lucide-react';
import { PageShell } from '@/components/page-shell.tsx';

export function ResendVerificationPage() {
  return (
    <PageShell
      icon={<Mail />}
      title="Resend Verification Email"
      description="A form to send the verification email again will appear here."
    />
  );
}
