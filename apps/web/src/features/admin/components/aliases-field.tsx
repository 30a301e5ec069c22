import { useFieldArray, type Control } from 'react-hook-form';
import { TextField } from '@/components/ui/form-fields.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import type { ModelFormOutput, ModelFormValues } from '../lib/form-schemas.ts';
import { RepeatedField } from './repeated-field.tsx';

/** As many as the API takes (modelBody.aliases). */
export const MAX_ALIASES = 20;

/** The model's aliases: other names it is known by, shown on the profile and found by search; add and remove them. */
export function AliasesField({ control }: { control: Control<ModelFormValues, unknown, ModelFormOutput> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'aliases' });
  return (
    <RepeatedField
      legend={t('Aliases')}
      hint={t('Other names the model is known by. Search finds the model by them.')}
      keys={fields.map((field) => field.id)}
      max={MAX_ALIASES}
      addLabel={t('Add alias')}
      removeLabel={(n) => t('Remove alias {n}', { n })}
      onAdd={() => append({ name: '' })}
      onRemove={remove}
    >
      {(index) => (
        <TextField
          control={control}
          name={`aliases.${index}.name`}
          label={t('Alias {n}', { n: index + 1 })}
          autoComplete="off"
          maxLength={120}
          className="flex-1"
        />
      )}
    </RepeatedField>
  );
}
