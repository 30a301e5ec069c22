import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { controlClasses } from './input.tsx';

export type TextareaProps = ComponentProps<'textarea'> & { invalid?: boolean };

/** A multi-line text box with the inputs' look; grows by hand (resize-y), never sideways. */
export function Textarea({ className, invalid, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={cn(controlClasses, 'resize-y py-2', className)}
      {...props}
    />
  );
}
