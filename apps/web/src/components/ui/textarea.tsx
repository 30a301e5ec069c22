import type { ComponentProps } from 'react';
import { cn, focusRing } from '@/lib/cn.ts';

export type TextareaProps = ComponentProps<'textarea'> & { invalid?: boolean };

/** A multi-line text box with the inputs' look; grows by hand (resize-y), never sideways. */
export function Textarea({ className, invalid, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cn(
        'w-full resize-y rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-fg placeholder:text-fg-subtle',
        'transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-danger',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
