// The home list (in the first download): the catalogue's list with the account feature's "Save this
// search" beside its order while it is narrowed; the route composes the two features. The button is
// small; its dialog loads when first opened.
import { HomePage } from '@/features/catalogue/pages/home-page.tsx';
import { SaveSearchButton } from '@/features/account/components/save-search-button.tsx';

export function HomeRoute() {
  return <HomePage renderActions={(query) => <SaveSearchButton query={query} />} />;
}
