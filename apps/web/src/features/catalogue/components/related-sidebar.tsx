import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { RELATED_SAME_MODEL_LIMIT } from '@packdex/shared/constants';
import type { Content } from '@packdex/shared/schemas';
import { useContentAllowance } from '@/lib/auth/content-allowance.ts';
import { useSession } from '@/lib/session.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { useRelatedContents } from '../api/get-related-contents.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { allowedOf, SidebarEntry, SidebarEntrySkeleton } from './sidebar-entry.tsx';

/** "More from {model}" (or "More Content" for the fallback) beside the detail. */
export function RelatedSidebar({ content }: { content: Content }) {
  const { data, error, isPending } = useRelatedContents(content.id);
  const fromModel = Boolean(data?.fromModel && content.model);
  const title =
    content.model && (isPending || fromModel) ? t('More from {name}', { name: content.model.name }) : t('More Content');
  const items = error ? [] : (data?.contents ?? []);
  // An unverified account spends one of its packs on each new item it opens, the sidebar's too: each
  // entry says whether opening it costs one, so none is spent unknowingly. Listing them costs none.
  const allowance = useContentAllowance(useSession().user);
  return (
    <aside
      aria-labelledby="related-heading"
      // As tall as what it lists: stretched to the detail's height, it ended in an empty panel (issue 41).
      className="flex flex-col gap-3 self-start rounded-card border border-line bg-surface p-3 sm:p-4"
    >
      <h2 id="related-heading" className="px-2 pt-1 text-heading font-semibold">
        {title}
      </h2>
      {allowance && (
        <p className="px-2 text-caption text-fg-muted" data-testid="related-allowance">
          {allowance.remaining > 0
            ? t(
                '{remaining, plural, one {Opening a pack you have not opened yet uses your last one.} other {Opening a pack you have not opened yet uses one of the # you have left.}}',
                { remaining: allowance.remaining },
              )
            : t('You have opened your {limit} packs. Verify your email to open the others.', {
                limit: allowance.limit,
              })}
        </p>
      )}
      {isPending ? (
        <ul aria-hidden="true" className="flex flex-col gap-1">
          {Array.from({ length: RELATED_SAME_MODEL_LIMIT }, (_, i) => (
            <SidebarEntrySkeleton key={i} />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className="px-2 pb-2 text-sm text-fg-muted">
          {error ? t('Related content could not be loaded.') : t('Nothing else here yet.')}
        </p>
      ) : (
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <SidebarEntry key={item.id} item={item} allowed={allowedOf(allowance, item.slug)} />
          ))}
        </ul>
      )}
      {content.model && (
        <Link
          to={paths.model.getHref(content.model.slug)}
          className={buttonClasses('secondary', 'md', 'mt-1 h-auto min-h-10 w-full py-2 whitespace-normal')}
        >
          {t('View All Content from {name}', { name: content.model.name })}
          <ArrowRight aria-hidden="true" />
        </Link>
      )}
    </aside>
  );
}
