// The content detail route (loaded on navigation): the catalogue page with the community controls
// in its slots; the route composes the two features.
import { ContentPage } from '@/features/catalogue/pages/content-page.tsx';
import { LikeButton } from '@/features/community/components/like-button.tsx';
import { CommunityPage } from './community-slots.tsx';

export function Component() {
  return (
    <CommunityPage>
      {(slots) => <ContentPage {...slots} renderActions={(target) => <LikeButton target={target} />} />}
    </CommunityPage>
  );
}
