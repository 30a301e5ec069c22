import { SlidersHorizontal, X } from 'lucide-react';
import { BODY_TYPES, ETHNICITIES, EYE_COLORS, HAIR_COLORS, MAX_AGE, MIN_AGE } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { humanize } from '../lib/format.ts';
import type { ModelFilters as Filters, ParamChanges } from '../lib/list-params.ts';
import { AgeInput } from './age-input.tsx';
import { FilterSelect } from './filter-select.tsx';

const optionsOf = (any: string, values: readonly string[]) => [
  { value: '', label: any },
  ...values.map((value) => ({ value, label: humanize(value) })),
];

const SELECTS = [
  { key: 'ethnicity', label: 'Ethnicity', options: optionsOf('Any ethnicity', ETHNICITIES) },
  { key: 'hairColor', label: 'Hair color', options: optionsOf('Any hair color', HAIR_COLORS) },
  { key: 'eyeColor', label: 'Eye color', options: optionsOf('Any eye color', EYE_COLORS) },
  { key: 'bodyType', label: 'Body type', options: optionsOf('Any body type', BODY_TYPES) },
] as const;

/** How many filters are set, for the "Clear filters" button. */
export function activeFilterCount(filters: Filters): number {
  return Object.values(filters).filter((value) => value !== undefined).length;
}

export function ModelFilters({ filters, onChange }: { filters: Filters; onChange: (changes: ParamChanges) => void }) {
  const active = activeFilterCount(filters);
  return (
    <fieldset className="flex flex-col gap-3 rounded-card border border-line bg-surface/60 p-4">
      <legend className="sr-only">Filters</legend>
      <div className="flex items-center justify-between gap-2">
        <p aria-hidden="true" className="inline-flex items-center gap-2 text-sm font-semibold text-fg">
          <SlidersHorizontal className="size-4 text-fg-muted" />
          Filters
        </p>
        {active > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange({ ethnicity: null, hairColor: null, eyeColor: null, bodyType: null, minAge: null, maxAge: null })
            }
          >
            <X aria-hidden="true" /> Clear filters ({active})
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {SELECTS.map((select) => (
          <FilterSelect
            key={select.key}
            label={select.label}
            value={filters[select.key] ?? ''}
            options={select.options}
            onChange={(value) => onChange({ [select.key]: value })}
          />
        ))}
        <AgeInput
          label={`Min age (${MIN_AGE}–${MAX_AGE})`}
          placeholder={String(MIN_AGE)}
          value={filters.minAge}
          onCommit={(value) => onChange({ minAge: value })}
        />
        <AgeInput
          label={`Max age (${MIN_AGE}–${MAX_AGE})`}
          placeholder={String(MAX_AGE)}
          value={filters.maxAge}
          onCommit={(value) => onChange({ maxAge: value })}
        />
      </div>
    </fieldset>
  );
}
