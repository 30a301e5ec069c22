import { useFieldArray, type Control } from 'react-hook-form';
import { TextField } from '@/components/ui/form-fields.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import type { ContentFormOutput, ContentFormValues } from '../lib/form-schemas.ts';
import { RepeatedField } from './repeated-field.tsx';

/** As many as the API takes (contentBody.mirrors). */
export const MAX_MIRRORS = 5;

/** The item's mirrors: extra download URLs offered when the primary is dead; add and remove them. */
export function MirrorsField({ control }: { control: Control<ContentFormValues, unknown, ContentFormOutput> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'mirrors' });
  return (
    <RepeatedField
      legend={t('Mirrors')}
      hint={t('Other download URLs, offered when the primary link is dead.')}
      keys={fields.map((field) => field.id)}
      max={MAX_MIRRORS}
      addLabel={t('Add mirror')}
      removeLabel={(n) => t('Remove mirror {n}', { n })}
      onAdd={() => append({ url: '' })}
      onRemove={remove}
    >
      {(index) => (
        <TextField
          control={control}
          name={`mirrors.${index}.url`}
          label={t('Mirror {n}', { n: index + 1 })}
          type="url"
          inputMode="url"
          placeholder="https://…"
          className="flex-1"
        />
      )}
    </RepeatedField>
  );
}
