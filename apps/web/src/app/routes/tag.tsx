// The tag page route (loaded on navigation): the catalogue's tag page with the community feature's
// Follow button and the account feature's Hide button beside the tag's name; the route composes them.
import { HideTagButton } from '@/features/account/components/hide-tag-button.tsx';
import { TagPage } from '@/features/catalogue/pages/tag-page.tsx';
import { TagFollowButton } from '@/features/follows/components/follow-button.tsx';

export function Component() {
  return (
    <TagPage
      renderActions={(tag) => (
        <div className="flex flex-wrap items-start gap-2">
          <TagFollowButton slug={tag.slug} name={tag.name} />
          <HideTagButton slug={tag.slug} name={tag.name} />
        </div>
      )}
    />
  );
}
