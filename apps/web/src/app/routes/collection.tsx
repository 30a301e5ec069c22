// A collection's page (loaded on navigation): the account feature's page with the catalogue's card
// grid, the home list's, in its slots; the route composes the two features.
import { PUBLIC_PAGE_SIZE } from '@packdex/shared/constants';
import { ContentGrid, ContentGridSkeleton } from '@/features/catalogue/components/content-grid.tsx';
import { CollectionPage } from '@/features/account/pages/collection-page.tsx';

export function Component() {
  return (
    <CollectionPage
      renderGrid={(contents) => <ContentGrid contents={contents} />}
      renderSkeleton={() => <ContentGridSkeleton count={PUBLIC_PAGE_SIZE} />}
    />
  );
}
