import { Glyph } from '@/components/ui/glyph.tsx';
import type { Suggestion } from '@packdex/shared/schemas';
import { cn } from '@/lib/cn.ts';
import { t } from '@/lib/i18n/i18n.ts';

type SuggestionOptionProps = {
  id: string;
  suggestion: Suggestion;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
};

/** One entry of the search suggestions: a picture, the label and what kind of page it opens. */
export function SuggestionOption({ id, suggestion, active, onChoose, onHover }: SuggestionOptionProps) {
  const isModel = suggestion.kind === 'model';
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Keep focus in the input, so the click lands before the list closes on blur.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={onHover}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-fg',
        active && 'bg-surface-2',
      )}
    >
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center overflow-hidden bg-surface-3 text-fg-subtle',
          isModel ? 'rounded-full' : 'rounded-md',
        )}
      >
        {suggestion.imageUrl ? (
          <img
            src={suggestion.imageUrl}
            alt=""
            width={36}
            height={36}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : isModel ? (
          <Glyph name="user-round" className="size-4" />
        ) : (
          <Glyph name="package" className="size-4" />
        )}
      </span>
      <span className="min-w-0 flex-1 truncate">
        {suggestion.label}
        {suggestion.alias && <span className="text-fg-subtle"> · {suggestion.alias}</span>}
      </span>
      <span className="shrink-0 text-caption text-fg-subtle">{isModel ? t('Model') : t('Content')}</span>
    </li>
  );
}
