import type { ContentAllowance } from '@packdex/shared/schemas';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';

/**
 * "N of 3 packs left": what an unverified account may still open (docs/product.md#unverified-accounts),
 * as the server counts it, with a dot per pack of the allowance (filled while still to open).
 */
export function PacksLeft({ allowance, className }: { allowance: ContentAllowance; className?: string }) {
  const { remaining, limit } = allowance;
  const spent = remaining === 0;
  return (
    <span
      data-testid="packs-left"
      className={cn(
        'inline-flex items-center gap-2 rounded-full border px-2.5 py-0.5 text-caption font-semibold whitespace-nowrap tabular-nums',
        spent ? 'border-danger/40 bg-danger/15 text-danger' : 'border-warning/40 bg-warning/15 text-warning',
        className,
      )}
    >
      <span aria-hidden="true" className="inline-flex gap-0.5">
        {Array.from({ length: limit }, (_, i) => (
          <span
            key={i}
            className={cn('size-1.5 rounded-full', i < remaining ? 'bg-current' : 'border border-current opacity-60')}
          />
        ))}
      </span>
      {t('{remaining} of {limit} packs left', { remaining, limit })}
    </span>
  );
}
