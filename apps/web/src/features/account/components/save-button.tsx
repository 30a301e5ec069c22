import { Bookmark } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAuth, useAuthDialog } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';

// The dialog (the list of collections, the new-collection form) loads when first opened.
const SaveDialog = lazy(async () => ({ default: (await import('./save-dialog.tsx')).SaveDialog }));

/**
 * "Save" on a content page (docs/product.md#collections): opens the dialog to pick or create the
 * collections holding the item; a visitor is asked to sign in first.
 */
export function SaveButton({ contentId, title }: { contentId: number; title: string }) {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        title={t('Save {title} to a collection', { title })}
        data-testid="save-button"
        onClick={() => (user ? setOpen(true) : openAuthDialog('login'))}
      >
        <Bookmark aria-hidden="true" /> {t('Save')}
      </Button>
      {user && open && (
        <Suspense fallback={null}>
          <SaveDialog viewerId={user.id} contentId={contentId} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
