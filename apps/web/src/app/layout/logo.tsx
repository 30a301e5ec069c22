import { Glyph } from '@/components/ui/glyph.tsx';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { runtimeConfig } from '@/config/runtime.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';

export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to={paths.home.getHref()}
      onClick={onClick}
      className={cn('inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight', focusRing, className)}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-accent-solid text-accent-fg"
      >
        <Glyph name="package-open" className="size-5" />
      </span>
      <span>{runtimeConfig.siteName}</span>
      <span className="sr-only">{t(', go to the home page')}</span>
    </Link>
  );
}
