import { SORT_OPTIONS } from '@packdex/shared/constants';
import type { SortOption } from '@packdex/shared/constants';
import { Glyph } from '@/components/ui/glyph.tsx';
import type { GlyphName } from '@/components/ui/glyph-names.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';

const LABELS: Record<SortOption, string> = { recent: msg('Recent'), popular: msg('Popular') };

const ICONS = { recent: 'clock', popular: 'flame' } as const satisfies Record<SortOption, GlyphName>;

/** Recent / Popular, as two pressed-or-not buttons. */
export function SortToggle({
  value,
  onChange,
  className,
}: {
  value: SortOption;
  onChange: (value: SortOption) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={t('Sort by')}
      className={cn('inline-flex shrink-0 items-center gap-1 rounded-lg border border-line bg-surface p-1', className)}
    >
      {SORT_OPTIONS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium text-fg-muted transition-colors',
            'hover:text-fg aria-pressed:bg-surface-2 aria-pressed:text-fg',
            focusRing,
          )}
        >
          <Glyph name={ICONS[option]} className="size-4" />
          {t(LABELS[option])}
        </button>
      ))}
    </div>
  );
}
