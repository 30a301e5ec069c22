import type { ReactNode } from 'react';
import { longDate, timeAgo } from '@/lib/i18n/format.ts';

/** A moment as "3 hours ago", its full date on hover; `children` follow the relative time inside the element. */
export function AgoTime({ at, className, children }: { at: string; className?: string; children?: ReactNode }) {
  return (
    <time className={className} dateTime={at} title={longDate(at) ?? undefined}>
      {timeAgo(at)}
      {children}
    </time>
  );
}
