import { MailCheck } from 'lucide-react';
import { PageShell } from '@/components/page-shell.tsx';

export function VerifyEmailPage() {
  return (
    <PageShell
      icon={<MailCheck />}
      title="Email Verification"
      description="The link from your verification email will confirm your address here."
    />
  );
}
