import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
};

/** Shown in place of a list that has nothing to show. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-card border border-dashed border-line-strong px-6 py-16 text-center',
        className,
      )}
    >
      {icon && (
        <div className="text-fg-subtle [&_svg]:size-10" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="text-heading font-semibold text-fg">{title}</p>
      {description && <p className="max-w-md text-sm text-fg-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
