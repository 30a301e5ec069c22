import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { compactCount } from '@/lib/i18n/format.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { yieldToMain } from '@/lib/yield-to-main.ts';
import { recordView } from '../api/record-view.ts';
import { rememberViews, useSeenViews } from '../lib/seen-views.ts';

/** The views a content page shows: the item's, or the total once this opening's view was counted, never less than shown before. */
const ShownViews = createContext<number | null>(null);

/**
 * Records one view per opening of a content page and provides the total its counts show. When the
 * view is counted only this provider and the counts render again: its children are the same elements,
 * so the page under it is not rendered a second time (about 160 ms of a phone's main thread, at 4×).
 * The cached item takes the counted total when the page closes (`onViewCounted`), so a return visit
 * shows it. Give it `key={contentId}`: another item is another opening.
 */
export function ViewRecorder({
  contentId,
  views,
  onViewCounted,
  children,
}: {
  contentId: number;
  views: number;
  onViewCounted: (views: number) => void;
  children: ReactNode;
}) {
  const [counted, setCounted] = useState<number | null>(null);
  // Never below what this browser showed before: a reload can bring a cached total from before this view.
  const shown = useSeenViews(contentId, counted ?? views);
  useEffect(() => rememberViews(contentId, shown), [contentId, shown]);
  const total = useRef<number | null>(null);
  const handOn = useRef(onViewCounted);
  useEffect(() => {
    handOn.current = onViewCounted;
  }, [onViewCounted]);
  // The ref keeps React's development double effects from counting twice.
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    // In a task of its own: starting the request (a first fetch took about 4 ms on the bench host,
    // four times that in Lighthouse's phone) would lengthen the task of the first render's effects.
    yieldToMain()
      .then(() => recordView(contentId))
      .then(
        (result) => {
          if (!result.counted) return;
          total.current = result.views;
          setCounted(result.views);
        },
        (error: unknown) => console.error('Could not record the view', error),
      );
  }, [contentId]);
  useEffect(
    () => () => {
      if (total.current !== null) handOn.current(total.current);
    },
    [],
  );
  return <ShownViews.Provider value={shown}>{children}</ShownViews.Provider>;
}

/** "1.5K views", short, with the exact figure as its title; from the page's ViewRecorder, else `views`. */
export function ViewCount({ views }: { views: number }) {
  const shown = useContext(ShownViews) ?? views;
  return (
    <span title={t('{count, plural, one {# view} other {# views}}', { count: shown })}>
      {t('{count, plural, one {{shown} view} other {{shown} views}}', compactCount(shown))}
    </span>
  );
}
