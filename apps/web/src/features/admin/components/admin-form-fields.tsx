import type { FieldPath, FieldValues } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/form-fields.tsx';
import { t } from '@/lib/i18n/i18n.ts';

/** A select's options: the API's values, named in the interface's language. */
export const labelledOptions = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: t(labels[value]) }));

type TextFieldProps<T extends FieldValues, N extends FieldPath<T>> = Parameters<typeof TextField<T, N>>[0];
type SelectFieldProps<T extends FieldValues, N extends FieldPath<T>> = Parameters<typeof SelectField<T, N>>[0];

/** A field for a whole number (a count, a size, a measure): a numeric keyboard, steps of one. */
export function WholeNumberField<T extends FieldValues, N extends FieldPath<T>>(
  props: Omit<TextFieldProps<T, N>, 'type' | 'inputMode' | 'step'>,
) {
  return <TextField {...props} type="number" inputMode="numeric" step={1} />;
}

/** A select of the API's values that may be left unset ("—"), as a model's profile fields are. */
export function OptionalChoiceField<T extends FieldValues, N extends FieldPath<T>, V extends string>({
  values,
  labels,
  ...props
}: Omit<SelectFieldProps<T, N>, 'options' | 'placeholder'> & { values: readonly V[]; labels: Record<V, string> }) {
  return <SelectField {...props} options={labelledOptions(values, labels)} placeholder="—" />;
}
