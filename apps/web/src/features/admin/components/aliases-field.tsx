import { Plus, X } from 'lucide-react';
import { useFieldArray, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/form-fields.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import type { ModelFormOutput, ModelFormValues } from '../lib/form-schemas.ts';

/** As many as the API takes (modelBody.aliases). */
export const MAX_ALIASES = 20;

/** The model's aliases: other names it is known by, shown on the profile and found by search; add and remove them. */
export function AliasesField({ control }: { control: Control<ModelFormValues, unknown, ModelFormOutput> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'aliases' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('Aliases')}</legend>
      <p className="text-xs text-fg-muted">{t('Other names the model is known by. Search finds the model by them.')}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <TextField
            control={control}
            name={`aliases.${index}.name`}
            label={t('Alias {n}', { n: index + 1 })}
            autoComplete="off"
            maxLength={120}
            className="flex-1"
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="mt-6"
            aria-label={t('Remove alias {n}', { n: index + 1 })}
            onClick={() => remove(index)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ))}
      {fields.length < MAX_ALIASES && (
        <Button type="button" variant="outline" className="self-start" onClick={() => append({ name: '' })}>
          <Plus aria-hidden="true" />
          {t('Add alias')}
        </Button>
      )}
    </fieldset>
  );
}
