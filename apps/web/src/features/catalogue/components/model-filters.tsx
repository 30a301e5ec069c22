import { SlidersHorizontal, X } from 'lucide-react';
import { BODY_TYPES, ETHNICITIES, EYE_COLORS, HAIR_COLORS, MAX_AGE, MIN_AGE } from '@packdex/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import type { ModelFilters as Filters, ParamChanges } from '../lib/list-params.ts';
import { AgeInput } from './age-input.tsx';
import { FilterSelect } from './filter-select.tsx';
import { msg, t } from '@/lib/i18n/i18n.ts';
import { BODY_TYPE_LABELS, ETHNICITY_LABELS, EYE_COLOR_LABELS, HAIR_COLOR_LABELS, labelOf } from '../lib/labels.ts';

const SELECTS = [
  {
    key: 'ethnicity',
    label: msg('Ethnicity'),
    any: msg('Any ethnicity'),
    values: ETHNICITIES,
    labels: ETHNICITY_LABELS,
  },
  {
    key: 'hairColor',
    label: msg('Hair color'),
    any: msg('Any hair color'),
    values: HAIR_COLORS,
    labels: HAIR_COLOR_LABELS,
  },
  { key: 'eyeColor', label: msg('Eye color'), any: msg('Any eye color'), values: EYE_COLORS, labels: EYE_COLOR_LABELS },
  { key: 'bodyType', label: msg('Body type'), any: msg('Any body type'), values: BODY_TYPES, labels: BODY_TYPE_LABELS },
] as const;

/** A select's options in the active language, "Any …" (no filter) first. */
const optionsOf = (select: (typeof SELECTS)[number]) => [
  { value: '', label: t(select.any) },
  ...select.values.map((value) => ({ value, label: labelOf(select.labels, value) })),
];

/** How many filters are set, for the "Clear filters" button. */
export function activeFilterCount(filters: Filters): number {
  return Object.values(filters).filter((value) => value !== undefined).length;
}

export function ModelFilters({ filters, onChange }: { filters: Filters; onChange: (changes: ParamChanges) => void }) {
  const active = activeFilterCount(filters);
  return (
    <fieldset className="flex flex-col gap-3 rounded-card border border-line bg-surface/60 p-4">
      <legend className="sr-only">{t('Filters')}</legend>
      <div className="flex items-center justify-between gap-2">
        <p aria-hidden="true" className="inline-flex items-center gap-2 text-sm font-semibold text-fg">
          <SlidersHorizontal className="size-4 text-fg-muted" />
          {t('Filters')}
        </p>
        {active > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange({ ethnicity: null, hairColor: null, eyeColor: null, bodyType: null, minAge: null, maxAge: null })
            }
          >
            <X aria-hidden="true" /> {t('Clear filters ({count})', { count: active })}
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {SELECTS.map((select) => (
          <FilterSelect
            key={select.key}
            label={t(select.label)}
            value={filters[select.key] ?? ''}
            options={optionsOf(select)}
            onChange={(value) => onChange({ [select.key]: value })}
          />
        ))}
        <AgeInput
          label={t('Min age ({min}–{max})', { min: MIN_AGE, max: MAX_AGE })}
          placeholder={String(MIN_AGE)}
          value={filters.minAge}
          onCommit={(value) => onChange({ minAge: value })}
        />
        <AgeInput
          label={t('Max age ({min}–{max})', { min: MIN_AGE, max: MAX_AGE })}
          placeholder={String(MAX_AGE)}
          value={filters.maxAge}
          onCommit={(value) => onChange({ maxAge: value })}
        />
      </div>
    </fieldset>
  );
}
