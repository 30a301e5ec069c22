import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn, focusRing } from '@/lib/cn.ts';

type AlertBannerProps = {
  /** The region's name for screen readers ("Moderation alerts"). */
  label: string;
  icon: ReactNode;
  /** The queue the alert is about, linked under its lines. */
  to: string;
  linkText: string;
  /** The alert's lines. */
  children: ReactNode;
};

/** A dashboard alert: a danger-toned box with its icon, its lines and a link to the queue behind it. */
export function AlertBanner({ label, icon, to, linkText, children }: AlertBannerProps) {
  return (
    <section
      aria-label={label}
      className="flex items-start gap-3 rounded-card border border-danger/40 bg-danger/10 p-4 text-sm"
    >
      <span className="flex shrink-0 text-danger [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        {children}
        <Link className={cn('self-start rounded-sm text-accent underline underline-offset-2', focusRing)} to={to}>
          {linkText}
        </Link>
      </div>
    </section>
  );
}
