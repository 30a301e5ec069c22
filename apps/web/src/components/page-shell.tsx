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
};

/** A page's heading block; pages still being built show only this and a note of what is coming. */
export function PageShell({ title, description, icon, children, className }: PageShellProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('flex flex-col gap-6', className)}>
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
