import type { Ref } from 'react';
import { cn, focusRing } from '@/lib/cn.ts';

/**
 * What the last change in an inbox did, read out by screen readers; focus moves here when the
 * changed item leaves the list. Takes no room while empty.
 */
export function InboxStatusLine({ text, ref }: { text: string; ref: Ref<HTMLParagraphElement> }) {
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className={cn('rounded-sm text-sm text-fg-muted empty:sr-only', focusRing)}
    >
      {text}
    </p>
  );
}
