import type { ComponentProps } from 'react';
import { cn, focusRing } from '@/lib/cn.ts';

/** The box every text control shares (input, textarea, select); an invalid one gets a red border. */
export const controlClasses = cn(
  'w-full rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg placeholder:text-fg-subtle',
  'transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger',
  focusRing,
);

export type InputProps = ComponentProps<'input'> & { invalid?: boolean };

export function Input({ className, invalid, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      aria-invalid={invalid || undefined}
      className={cn(controlClasses, 'h-10', className)}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-fg', className)} {...props} />;
}
