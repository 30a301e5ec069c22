import type { ReactNode } from 'react';
import { timeAgo } from '@/lib/i18n/format.ts';
import { longDate } from '@/lib/i18n/long-date.ts';

/** A moment as "3 hours ago", its full date on hover; `children` follow the relative time inside the element. */
export function AgoTime({ at, className, children }: { at: string; className?: string; children?: ReactNode }) {
  return (
    <time className={className} dateTime={at} title={longDate(at) ?? undefined}>
      {timeAgo(at)}
      {children}
    </time>
  );
}
