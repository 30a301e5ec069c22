import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

const TONES = {
  accent: 'bg-accent-soft text-accent',
  success: 'bg-success/15 text-success',
  danger: 'bg-danger/15 text-danger',
} as const;

type StatusCardProps = {
  icon: ReactNode;
  tone?: keyof typeof TONES;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Announce the card when it replaces another state (success, error). */
  live?: boolean;
  className?: string;
};

/** The centred card the token pages (verify, resend, reset) show for each of their states. */
export function StatusCard({
  icon,
  tone = 'accent',
  title,
  children,
  actions,
  live = false,
  className,
}: StatusCardProps) {
  return (
    <section
      aria-live={live ? 'polite' : undefined}
      className={cn(
        'mx-auto flex w-full max-w-md flex-col items-center gap-4 rounded-card border border-line bg-surface p-6 text-center shadow-xl shadow-black/30 sm:p-8',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className={cn('flex size-14 items-center justify-center rounded-full [&_svg]:size-7', TONES[tone])}
      >
        {icon}
      </div>
      <h1 className="text-title font-bold tracking-tight">{title}</h1>
      {children && <div className="flex w-full flex-col gap-3 text-sm text-fg-muted">{children}</div>}
      {actions && <div className="flex w-full flex-col gap-2">{actions}</div>}
    </section>
  );
}
