import type { Content } from '@packdex/shared/schemas';
import { useContentAllowance } from '@/lib/auth/content-allowance.ts';
import { useSession } from '@/lib/session.ts';
import { useSimilarContents } from '../api/get-similar-contents.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { allowedOf, SidebarEntry, SidebarEntrySkeleton } from './sidebar-entry.tsx';

/** Entries the loading state shows. */
const SKELETON_ENTRIES = 4;

/**
 * "More like this" beside the detail, under "More from {model}": packs of other models sharing the
 * most tags with this one. Left out when there are none (or they could not be loaded).
 */
export function MoreLikeThis({ content }: { content: Pick<Content, 'id'> }) {
  const { data, error, isPending } = useSimilarContents(content.id);
  // Each entry says whether opening it costs an unverified account one of its packs, as in the panel above.
  const allowance = useContentAllowance(useSession().user);
  const items = error ? [] : (data?.contents ?? []);
  if (!isPending && items.length === 0) return null;
  return (
    <aside
      aria-labelledby="more-like-this-heading"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-3 sm:p-4"
    >
      <h2 id="more-like-this-heading" className="px-2 pt-1 text-heading font-semibold">
        {t('More like this')}
      </h2>
      {isPending ? (
        <ul aria-hidden="true" className="flex flex-col gap-1" data-testid="more-like-this-loading">
          {Array.from({ length: SKELETON_ENTRIES }, (_, i) => (
            <SidebarEntrySkeleton key={i} />
          ))}
        </ul>
      ) : (
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <SidebarEntry key={item.id} item={item} allowed={allowedOf(allowance, item.slug)} />
          ))}
        </ul>
      )}
    </aside>
  );
}
