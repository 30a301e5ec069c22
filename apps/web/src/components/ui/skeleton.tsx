import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('rounded-md bg-surface-2 motion-safe:animate-pulse', className)} {...props} />
  );
}
