import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';

/**
 * A card's title as a link stretched over the whole card: one tab stop, and the whole card is
 * clickable. Its focus shows as a ring around the card (`cardFocusRing` on the card), not the title.
 */
export function CardTitleLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <h3 className={cn('text-sm font-semibold text-fg', className)}>
      <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-card">
        {children}
      </Link>
    </h3>
  );
}
