// The model profile route (loaded on navigation): the catalogue page with follow, like, report and
// comments in its slots; the route composes the two features.
import { useParams } from 'react-router';
import { ModelPage } from '@/features/catalogue/pages/model-page.tsx';
import { FollowButton } from '@/features/follows/components/follow-button.tsx';
import { LikeButton } from '@/features/likes/components/like-button.tsx';
import type { CommunityTarget } from '@/lib/community-target.ts';
import { CommunityPage } from './community-slots.tsx';

/** Follow needs the profile's slug to read the follower count; the route knows it. */
function ModelFollow({ target }: { target: CommunityTarget }) {
  const { slug = '' } = useParams();
  if (target.modelId === undefined) return null;
  return <FollowButton modelId={target.modelId} modelSlug={slug} modelName={target.title} />;
}

export function Component() {
  return (
    <CommunityPage>
      {(slots) => (
        <ModelPage
          {...slots}
          renderActions={(target) => (
            <>
              <ModelFollow target={target} />
              <LikeButton target={target} />
            </>
          )}
        />
      )}
    </CommunityPage>
  );
}
