// The tag page route (loaded on navigation): the catalogue's tag page with the community feature's
// Follow button beside the tag's name; the route composes the two features.
import { TagPage } from '@/features/catalogue/pages/tag-page.tsx';
import { TagFollowButton } from '@/features/community/components/follow-button.tsx';

export function Component() {
  return <TagPage renderActions={(tag) => <TagFollowButton slug={tag.slug} name={tag.name} />} />;
}
