import { lazy, Suspense } from 'react';
import { useAuthDialog } from '@/lib/auth/auth-context.ts';
import { useOpenedOnce } from '@/lib/use-opened-once.ts';

// The auth dialog and its forms are not needed to show a page: they load when first opened.
const AuthDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/auth-dialog.tsx')).AuthDialog,
}));

export function AuthDialogSlot() {
  const { open } = useAuthDialog();
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
