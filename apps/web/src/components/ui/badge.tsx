import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

const VARIANTS = {
  neutral: 'bg-surface-2 text-fg-muted border-line-strong',
  accent: 'bg-accent-soft text-accent border-accent/30',
  premium: 'bg-premium/15 text-premium border-premium/30',
  success: 'bg-success/15 text-success border-success/30',
  warning: 'bg-warning/15 text-warning border-warning/30',
  danger: 'bg-danger/15 text-danger border-danger/30',
  info: 'bg-info/15 text-info border-info/30',
  overlay: 'bg-black/70 text-white border-white/10 backdrop-blur-sm',
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

export function Badge({
  variant = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-caption font-medium [&_svg]:size-3',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
