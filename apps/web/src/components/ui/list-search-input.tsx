import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@packdex/shared/constants';
import { cn, focusRing } from '@/lib/cn.ts';
import { useDebouncedCallback } from '@/hooks/use-debounced-callback.ts';
import { useSearchText } from '@/hooks/use-search-text.ts';
import { t } from '@/lib/i18n/i18n.ts';

type ListSearchInputProps = {
  label: string;
  placeholder: string;
  /** The search in effect (from the URL). */
  value: string;
  /** Called 300 ms after typing stops, at once on Enter or clear. */
  onSearch: (value: string) => void;
  className?: string;
};

/** A search field that filters the list below it as one types; the URL's search shows in it when changed from outside. */
export function ListSearchInput({ label, placeholder, value, onSearch, className }: ListSearchInputProps) {
  const id = useId();
  const { text, setText, sent } = useSearchText(value);
  const search = (next: string) => {
    sent(next);
    onSearch(next);
  };
  const debounced = useDebouncedCallback((next: string) => {
    if (next.trim() !== value) search(next.trim());
  }, SEARCH_DEBOUNCE_MS);

  return (
    <div role="search" className={cn('relative min-w-0', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle"
        aria-hidden="true"
      />
      <input
        id={id}
        data-shortcut="search"
        type="search"
        value={text}
        maxLength={200}
        placeholder={placeholder}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          debounced.call(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            debounced.cancel();
            if (text.trim() !== value) search(text.trim());
          }
        }}
        className={cn(
          'h-10 w-full rounded-lg border border-line-strong bg-surface pr-10 pl-9 text-sm text-fg placeholder:text-fg-subtle',
          '[&::-webkit-search-cancel-button]:appearance-none',
          focusRing,
        )}
      />
      {text !== '' && (
        <button
          type="button"
          aria-label={t('Clear search')}
          onClick={() => {
            setText('');
            debounced.cancel();
            if (value !== '') search('');
          }}
          className={cn(
            'absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-fg-muted hover:bg-surface-2 hover:text-fg',
            focusRing,
          )}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
