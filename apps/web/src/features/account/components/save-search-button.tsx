import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { normaliseSavedQuery } from '@packdex/shared/saved-search';
import type { SavedSearchQuery } from '@packdex/shared/schemas';
import { Button } from '@/components/ui/button.tsx';
import { useAuth, useAuthDialog } from '@/lib/auth/auth-context.ts';
import { t } from '@/lib/i18n/i18n.ts';

// The name dialog loads when first opened: the home page ships without it.
const SaveSearchDialog = lazy(async () => ({ default: (await import('./save-search-dialog.tsx')).SaveSearchDialog }));

/**
 * "Save this search" on the home list while it is narrowed (docs/product.md#saved-searches): names
 * the list's filters and keeps them, with an alert on new matches; a visitor is asked to sign in.
 */
export function SaveSearchButton({ filters }: { filters: Parameters<typeof normaliseSavedQuery>[0] }) {
  const query: SavedSearchQuery = normaliseSavedQuery(filters);
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        data-testid="save-search-button"
        onClick={() => (user ? setOpen(true) : openAuthDialog('login'))}
      >
        <BellPlus aria-hidden="true" /> {t('Save this search')}
      </Button>
      {user && open && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
