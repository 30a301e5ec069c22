import { CONTENT_TYPES } from '@packdex/shared/constants';
import type { ContentType } from '@packdex/shared/constants';
import { cn, focusRing } from '@/lib/cn.ts';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { CONTENT_TYPE_LABELS } from '../lib/labels.ts';

const OPTIONS: { value: ContentType | undefined; label: string }[] = [
  { value: undefined, label: msg('All types') },
  ...CONTENT_TYPES.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value] })),
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
    <div role="group" aria-label={t('Content type')} className="flex flex-wrap gap-2">
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
          {t(option.label)}
        </button>
      ))}
    </div>
  );
}
