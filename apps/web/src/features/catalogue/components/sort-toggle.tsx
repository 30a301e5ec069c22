import { Clock, Flame } from 'lucide-react';
import { SORT_OPTIONS } from '@packdex/shared/constants';
import type { SortOption } from '@packdex/shared/constants';
import { cn, focusRing } from '@/lib/cn.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';

const LABELS: Record<SortOption, string> = { recent: msg('Recent'), popular: msg('Popular') };

function SortIcon({ option }: { option: SortOption }) {
  switch (option) {
    case 'recent':
      return <Clock aria-hidden="true" />;
    case 'popular':
      return <Flame aria-hidden="true" />;
  }
}

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
            'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium text-fg-muted transition-colors [&_svg]:size-4',
            'hover:text-fg aria-pressed:bg-surface-2 aria-pressed:text-fg',
            focusRing,
          )}
        >
          <SortIcon option={option} />
          {t(LABELS[option])}
        </button>
      ))}
    </div>
  );
}
