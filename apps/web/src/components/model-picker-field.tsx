import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField, type FieldBaseProps } from '@/components/ui/form.tsx';
import { ModelPicker } from './model-picker.tsx';
import { t } from '@/lib/i18n/i18n.ts';

type ModelPickerFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<FieldBaseProps<T, N>, 'label'> & {
  label?: ReactNode;
  /** Also find models hidden by a pending report (admins only). */
  includeHidden?: boolean;
  disabled?: boolean;
};

/** A form field whose value is the model picked with the ModelPicker (recommendations, admin content). */
export function ModelPickerField<T extends FieldValues, N extends FieldPath<T>>({
  includeHidden = false,
  disabled = false,
  ...props
}: ModelPickerFieldProps<T, N>) {
  return (
    <FormField label={t('Model')} {...props}>
      {(field, controlProps) => (
        <ModelPicker
          {...controlProps}
          ref={field.ref}
          value={field.value ?? null}
          onChange={field.onChange}
          includeHidden={includeHidden}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}

/**
 * For a dialog's onEscapeKeyDown: Escape in the picker's open list closes the list (the picker
 * handles it), not the dialog around it.
 */
export function keepDialogOpenForPickerEscape(event: KeyboardEvent): void {
  const target = event.target;
  if (
    target instanceof HTMLElement &&
    target.getAttribute('role') === 'combobox' &&
    target.getAttribute('aria-expanded') === 'true'
  )
    event.preventDefault();
}
