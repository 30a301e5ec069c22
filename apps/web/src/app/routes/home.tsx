// The home list (in the first download): the catalogue's list with the account feature's "Save this
// search" beside its order while it is narrowed; the route composes the two features. The button
// (and, on first open, its dialog) loads only once the list is narrowed: the first page's download
// stays within its budget (e2e/specs/performance.spec.ts).
import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/catalogue/pages/home-page.tsx';

const SaveSearchButton = lazy(async () => ({
  default: (await import('@/features/account/components/save-search-button.tsx')).SaveSearchButton,
}));

export function HomeRoute() {
  return (
    <HomePage
      renderActions={(filters) => (
        <Suspense fallback={null}>
          <SaveSearchButton filters={filters} />
        </Suspense>
      )}
    />
  );
}
