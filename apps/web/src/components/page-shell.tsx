import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { cn } from '@/lib/cn.ts';

type PageShellProps = {
  title: string;
  /** One line saying what the page is for or what it will hold. */
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * A column narrower than the page, centred in it (issue 41: left-aligned, such pages left most of a
   * wide screen empty on the right): `narrow` for short pages (payment results, billing), `reading`
   * for text (legal pages).
   */
  width?: 'narrow' | 'reading';
};

const WIDTHS = { narrow: 'mx-auto w-full max-w-2xl', reading: 'mx-auto w-full max-w-3xl' } as const;

/** A page's heading block; pages still being built show only this and a note of what is coming. */
export function PageShell({ title, description, icon, children, className, width }: PageShellProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('flex flex-col gap-6', width && WIDTHS[width], className)}>
      <header className="flex items-start gap-4">
        {icon && (
          <div
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-card bg-accent-soft text-accent [&_svg]:size-6"
          >
            {icon}
          </div>
        )}
        <div className="flex flex-col gap-1">
          <h1 className="text-title font-bold tracking-tight sm:text-display">{title}</h1>
          {description && <p className="text-fg-muted">{description}</p>}
        </div>
      </header>
      {children}
    </div>
  );
}
