// The content detail route (loaded on navigation): the catalogue page with the community controls
// and the account's Save button in its slots; the route composes the features.
import { ContentPage } from '@/features/catalogue/pages/content-page.tsx';
import { SaveButton } from '@/features/account/components/save-button.tsx';
import { LikeButton } from '@/features/likes/components/like-button.tsx';
import { CommunityPage } from './community-slots.tsx';

export function Component() {
  return (
    <CommunityPage>
      {(slots) => (
        <ContentPage
          {...slots}
          renderActions={(target) => (
            <>
              <LikeButton target={target} />
              {target.contentId !== undefined && <SaveButton contentId={target.contentId} title={target.title} />}
            </>
          )}
        />
      )}
    </CommunityPage>
  );
}
