import { Plus, X } from 'lucide-react';
import { useFieldArray, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/form-fields.tsx';
import { t } from '@/lib/i18n/i18n.ts';
import type { ContentFormOutput, ContentFormValues } from '../lib/form-schemas.ts';

/** As many as the API takes (contentBody.mirrors). */
export const MAX_MIRRORS = 5;

/** The item's mirrors: extra download URLs offered when the primary is dead; add and remove them. */
export function MirrorsField({ control }: { control: Control<ContentFormValues, unknown, ContentFormOutput> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'mirrors' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('Mirrors')}</legend>
      <p className="text-xs text-fg-muted">{t('Other download URLs, offered when the primary link is dead.')}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <TextField
            control={control}
            name={`mirrors.${index}.url`}
            label={t('Mirror {n}', { n: index + 1 })}
            type="url"
            inputMode="url"
            placeholder="https://…"
            className="flex-1"
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="mt-6"
            aria-label={t('Remove mirror {n}', { n: index + 1 })}
            onClick={() => remove(index)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ))}
      {fields.length < MAX_MIRRORS && (
        <Button type="button" variant="outline" className="self-start" onClick={() => append({ url: '' })}>
          <Plus aria-hidden="true" />
          {t('Add mirror')}
        </Button>
      )}
    </fieldset>
  );
}
