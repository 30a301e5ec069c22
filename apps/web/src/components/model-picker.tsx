import { Loader2, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@packdex/shared/constants';
import type { Model } from '@packdex/shared/schemas';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { useModelSearch } from '@/lib/models/search-models.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { t } from '@/lib/i18n/i18n.ts';

type ModelPickerProps = {
  id: string;
  /** The picked model (only its id, name and photo are shown). */
  value: Pick<Model, 'id' | 'name' | 'photoUrl'> | null;
  onChange: (model: Model | null) => void;
  /** The search box, so a form can move focus to it. */
  ref?: Ref<HTMLInputElement>;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  /** Also find models hidden by a pending report (the admin content form; the API allows it to admins only). */
  includeHidden?: boolean;
  /** Nothing can be picked or changed (a form closed to input). */
  disabled?: boolean;
};

/**
 * A combobox: typing 2+ characters searches models (debounced 300 ms, up to 10 results);
 * arrow keys move through the listbox, Enter picks, Escape closes it.
 */
export function ModelPicker({
  id,
  value,
  onChange,
  ref,
  includeHidden = false,
  disabled = false,
  ...aria
}: ModelPickerProps) {
  const listId = useId();
  const tooShortId = `${listId}-too-short`;
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const [listOpen, setListOpen] = useState(false);
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useModelSearch(debounced, includeHidden);
  const ready = term.trim().length >= SEARCH_MIN_CHARS;
  const results = ready ? (search.data ?? []) : [];
  const showList = listOpen && ready;

  if (value) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-line-strong bg-surface-2/50 p-2">
        <Avatar name={value.name} src={value.photoUrl} className="size-9" />
        <span className="min-w-0 flex-1 truncate text-sm font-medium">{value.name}</span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange(null)}
          disabled={disabled}
          aria-label={t('Remove {name}', { name: value.name })}
        >
          <X aria-hidden="true" /> {t('Change')}
        </Button>
      </div>
    );
  }

  const pick = (model: Model) => {
    onChange(model);
    setTerm('');
    setListOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setListOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter' && showList) {
      event.preventDefault();
      const model = results[active];
      if (model) pick(model);
    } else if (event.key === 'Escape' && showList) {
      // Close the list only; the dialog around it ignores this Escape (keepDialogOpenForPickerEscape in model-picker-field.tsx).
      event.preventDefault();
      setListOpen(false);
    }
  };

  const activeModel = showList ? results[active] : undefined;
  const tooShort = !ready && term.length > 0;
  const describedBy = [aria['aria-describedby'], tooShort && tooShortId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle"
        aria-hidden="true"
      />
      <Input
        id={id}
        ref={ref}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={describedBy}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeModel ? `${listId}-${activeModel.id}` : undefined}
        autoComplete="off"
        disabled={disabled}
        value={term}
        placeholder={t('Search models by name…')}
        className="pl-9"
        onChange={(e) => {
          setTerm(e.target.value);
          setActive(0);
          setListOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setListOpen(false)}
      />
      {search.isFetching && ready && (
        <Loader2
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-subtle motion-safe:animate-spin"
          aria-hidden="true"
        />
      )}
      {tooShort && (
        <p id={tooShortId} className="mt-1 text-caption text-fg-subtle">
          {t('Type at least {count, plural, one {# character} other {# characters}}.', { count: SEARCH_MIN_CHARS })}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('Models')}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-lg border border-line-strong bg-surface p-1 shadow-xl shadow-black/40"
      >
        {results.map((model, index) => (
          <li
            key={model.id}
            id={`${listId}-${model.id}`}
            role="option"
            aria-selected={index === active}
            // mousedown (not click) so the input's blur does not close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(model);
            }}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm',
              index === active && 'bg-surface-2',
            )}
          >
            <Avatar name={model.name} src={model.photoUrl} className="size-7" />
            <span className="truncate">{model.name}</span>
          </li>
        ))}
        {results.length === 0 && (
          <li role="presentation" className="px-2 py-3 text-center text-sm text-fg-muted">
            {search.isPending || debounced !== term ? t('Searching…') : t('No models found')}
          </li>
        )}
      </ul>
    </div>
  );
}
