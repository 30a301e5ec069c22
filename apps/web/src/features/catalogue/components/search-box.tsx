import { Glyph } from '@/components/ui/glyph.tsx';
import { lazy, Suspense, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, SUGGESTION_LIMIT } from '@packdex/shared/constants';
import type { Suggestion } from '@packdex/shared/schemas';
import { paths } from '@/config/paths.ts';
import { cn, focusRing } from '@/lib/cn.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useSearchText } from '@/hooks/use-search-text.ts';
import { t } from '@/lib/i18n/i18n.ts';

type SearchBoxProps = {
  /** The search in effect (from the URL); the box follows it on back and forward. */
  value: string;
  /** Enter without a highlighted suggestion, or the search button. */
  onSearch: (query: string) => void;
  className?: string;
};

function hrefOf(suggestion: Suggestion): string {
  return suggestion.kind === 'model' ? paths.model.getHref(suggestion.slug) : paths.content.getHref(suggestion.slug);
}

// The suggestions' entries load when the field is first focused, well before any suggestion arrives
// (a debounce and a request later): the first page's download does without them.
const loadOption = () => import('./suggestion-option.tsx');
const SuggestionOption = lazy(async () => ({ default: (await loadOption()).SuggestionOption }));

/** A search field with a suggestion list (WAI-ARIA combobox with a listbox popup). */
export function SearchBox({ value, onSearch, className }: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-listbox`;
  const navigate = useNavigate();
  const { text, setText, sent } = useSearchText(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useSuggestions(debounced);
  const [activeFor, setActiveFor] = useState(debounced);
  if (activeFor !== debounced) {
    setActiveFor(debounced);
    setActive(-1);
  }

  const ready = typed.length >= SEARCH_MIN_CHARS && debounced.length >= SEARCH_MIN_CHARS;
  const suggestions = ready ? (data ?? []).slice(0, SUGGESTION_LIMIT) : [];
  const expanded = open && ready && (suggestions.length > 0 || (!isFetching && data !== undefined));
  const activeId = expanded && active >= 0 && active < suggestions.length ? `${id}-option-${active}` : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: Suggestion) => {
    close();
    void navigate(hrefOf(suggestion));
  };
  const submit = () => {
    close();
    sent(typed);
    onSearch(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter': {
        event.preventDefault();
        const highlighted = activeId ? suggestions[active] : undefined;
        if (highlighted) choose(highlighted);
        else submit();
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
      default:
        break;
    }
  };

  return (
    <form
      role="search"
      className={cn('relative w-full', className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('Search content and models')}
      </label>
      <div className="relative">
        <Glyph
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-fg-subtle"
        />
        <input
          id={`${id}-input`}
          data-shortcut="search"
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t('Search packs or models…')}
          value={text}
          maxLength={200}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
            void loadOption();
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
          className={cn(
            'h-12 w-full rounded-lg border border-line-strong bg-surface pl-11 text-base text-fg placeholder:text-fg-subtle',
            text === '' ? 'pr-12' : 'pr-24',
            focusRing,
          )}
        />
        <div className="absolute inset-y-0 right-1.5 flex items-center gap-1">
          {isFetching && ready && <Glyph name="loader-circle" className="size-4 animate-spin text-fg-subtle" />}
          {text !== '' && (
            <button
              type="button"
              aria-label={t('Clear the search box')}
              onClick={() => {
                setText('');
                close();
              }}
              className={cn(
                'inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-fg-muted hover:bg-surface-2 hover:text-fg',
                focusRing,
              )}
            >
              <Glyph name="x" className="size-4" />
            </button>
          )}
          <button
            type="submit"
            aria-label={t('Search')}
            className={cn(
              'inline-flex size-9 cursor-pointer items-center justify-center rounded-md bg-accent-solid text-accent-fg hover:bg-accent-hover',
              focusRing,
            )}
          >
            <Glyph name="search" className="size-4" />
          </button>
        </div>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('Suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-2 max-h-96 overflow-y-auto rounded-lg border border-line-strong bg-surface p-1 shadow-xl shadow-black/40"
      >
        <Suspense fallback={null}>
          {suggestions.map((suggestion, index) => (
            <SuggestionOption
              key={`${suggestion.kind}:${suggestion.slug}`}
              id={`${id}-option-${index}`}
              suggestion={suggestion}
              active={index === active}
              onChoose={() => choose(suggestion)}
              onHover={() => setActive(index)}
            />
          ))}
        </Suspense>
        {expanded && suggestions.length === 0 && (
          <li role="presentation" className="px-3 py-2.5 text-sm text-fg-muted">
            {t('No suggestions. Press Enter to search for “{query}”.', { query: typed })}
          </li>
        )}
      </ul>
    </form>
  );
}
