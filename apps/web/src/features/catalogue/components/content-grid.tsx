import type { Content } from '@packdex/shared/schemas';
import { cn } from '@/lib/cn.ts';
import { ContentCard } from './content-card.tsx';
import { ContentCardSkeleton } from './content-card-skeleton.tsx';
import { t } from '@/lib/i18n/i18n.ts';

export const gridClasses = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

/** Cards of the first row load at once; the rest wait until they near the viewport. */
const EAGER_CARDS = 4;

/**
 * The browser lays out and paints a card only once it nears the viewport (content-visibility), with
 * a card's usual height reserved until then and its real one remembered after: on a phone, 20 of
 * the 24 cards are below the fold, and their layout was most of the list's main-thread time.
 */
const offscreenCard = '[content-visibility:auto] [contain-intrinsic-block-size:auto_16rem]';

export function ContentGrid({ contents, className }: { contents: Content[]; className?: string }) {
  return (
    <ul className={cn(gridClasses, className)}>
      {contents.map((content, index) => (
        <li key={content.id} className={`flex ${offscreenCard}`}>
          <ContentCard content={content} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

export function ContentGridSkeleton({ count }: { count: number }) {
  return (
    <div className={gridClasses} role="status" aria-label={t('Loading content')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`flex ${offscreenCard}`}>
          <ContentCardSkeleton />
        </div>
      ))}
    </div>
  );
}
