import { CONTENT_TYPES } from '@packdex/shared/constants';
import type { ContentType } from '@packdex/shared/constants';
import { cn, focusRing } from '@/lib/cn.ts';
import { humanize } from '../lib/format.ts';

const OPTIONS: { value: ContentType | undefined; label: string }[] = [
  { value: undefined, label: 'All types' },
  ...CONTENT_TYPES.map((value) => ({ value, label: humanize(value) })),
];

/** Content type chips: one pressed at a time, "All types" for none. */
export function TypeFilter({
  value,
  onChange,
}: {
  value: ContentType | undefined;
  onChange: (value: ContentType | undefined) => void;
}) {
  return (
    <div role="group" aria-label="Content type" className="flex flex-wrap gap-2">
      {OPTIONS.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex h-8 cursor-pointer items-center rounded-full border border-line-strong px-3 text-sm text-fg-muted transition-colors',
            'hover:text-fg aria-pressed:border-accent/50 aria-pressed:bg-accent-soft aria-pressed:text-accent',
            focusRing,
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
