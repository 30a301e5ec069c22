import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn, focusRing } from '@/lib/cn.ts';

export type SelectProps = ComponentProps<'select'> & { invalid?: boolean };

/** A native select with the inputs' look: the platform's own picker on phones, full keyboard support. */
export function Select({ className, invalid, children, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select
        aria-invalid={invalid || undefined}
        className={cn(
          'h-10 w-full cursor-pointer appearance-none rounded-lg border border-line-strong bg-surface pr-9 pl-3 text-sm text-fg',
          'transition-colors disabled:cursor-not-allowed disabled:opacity-50',
          'aria-invalid:border-danger',
          focusRing,
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-subtle"
        aria-hidden="true"
      />
    </div>
  );
}
