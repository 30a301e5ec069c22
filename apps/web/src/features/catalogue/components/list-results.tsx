import { Glyph } from '@/components/ui/glyph.tsx';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { t } from '@/lib/i18n/i18n.ts';

/** One reason a list can be empty, with the way out it offers. */
type EmptyReason = { description: string; actionLabel: string; onAction: () => void };

type ListResultsProps = {
  /** The first page is loading: the skeleton shows. */
  pending: boolean;
  skeleton: ReactNode;
  /** How many items arrived; none shows the empty state. */
  count: number;
  /** Older results shown while the next ones load: dimmed and marked busy. */
  stale: boolean;
  empty: {
    icon: ReactNode;
    title: string;
    /** Why it is empty, the first that applies: the load failed, a search or filter narrowed it, a page past the end. */
    failed: { description: string; onRetry: () => void } | null;
    narrowed?: EmptyReason | null;
    pastEnd?: EmptyReason | null;
  };
  children: ReactNode;
};

/** The body of a catalogue list: its skeleton, why it is empty (and the way out), or its items. */
export function ListResults({ pending, skeleton, count, stale, empty, children }: ListResultsProps) {
  if (pending) return skeleton;
  if (count === 0) {
    const { failed, narrowed, pastEnd } = empty;
    const reason = failed ? null : (narrowed ?? pastEnd ?? null);
    return (
      <EmptyState
        icon={empty.icon}
        title={empty.title}
        description={failed?.description ?? reason?.description}
        action={
          failed ? (
            <Button variant="secondary" onClick={failed.onRetry}>
              <Glyph name="rotate-ccw" className="size-4" /> {t('Try again')}
            </Button>
          ) : (
            reason && (
              <Button variant="secondary" onClick={reason.onAction}>
                {reason.actionLabel}
              </Button>
            )
          )
        }
      />
    );
  }
  return (
    <div aria-busy={stale} className={stale ? 'opacity-60 transition-opacity' : undefined}>
      {children}
    </div>
  );
}
