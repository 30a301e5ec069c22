import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

type SectionCardProps = {
  title: string;
  icon?: ReactNode;
  /** Buttons at the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled block of the account page. */
export function SectionCard({ title, icon, actions, children, className }: SectionCardProps) {
  // Not made from the title: that is in the interface's language (and may have no Latin letter).
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:p-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-heading font-semibold">
          {icon && (
            <span aria-hidden="true" className="text-accent [&_svg]:size-5">
              {icon}
            </span>
          )}
          {title}
        </h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** One label/value row of a definition list. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-line py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-fg sm:text-right">{children}</dd>
    </div>
  );
}
