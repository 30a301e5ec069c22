import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@packdex/shared/constants';
import { cn, focusRing } from '@/lib/cn.ts';
import { FieldHint, FieldMessage, FormField, useFormField } from './form.tsx';
import type { FieldBaseProps } from './form.tsx';
import { Input } from './input.tsx';
import type { InputProps } from './input.tsx';
import { PasswordInput } from './password-input.tsx';
import { Select } from './select.tsx';
import type { SelectProps } from './select.tsx';
import { Textarea } from './textarea.tsx';
import type { TextareaProps } from './textarea.tsx';
import { t } from '@/lib/i18n/i18n.ts';

// The field kinds every form uses, each a FormField around one control. The control's own
// attributes (type, autoComplete, placeholder, maxLength…) pass through.

type Wired = 'id' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'aria-invalid' | 'invalid';

type TextFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldBaseProps<T, N> &
  Omit<InputProps, Wired | 'className'>;

/** A field around a one-line control (a text input, a password input with its toggle). */
function inputField(Control: (props: InputProps) => ReactNode) {
  return function InputField<T extends FieldValues, N extends FieldPath<T>>({
    control,
    name,
    label,
    hint,
    className,
    ...inputProps
  }: TextFieldProps<T, N>) {
    return (
      <FormField control={control} name={name} label={label} hint={hint} className={className}>
        {(field, controlProps) => <Control {...inputProps} {...field} value={field.value ?? ''} {...controlProps} />}
      </FormField>
    );
  };
}

export const TextField = inputField(Input);

/** A password with its show/hide toggle. */
export const PasswordField: <T extends FieldValues, N extends FieldPath<T>>(
  props: Omit<TextFieldProps<T, N>, 'type'>,
) => ReactNode = inputField(PasswordInput);

type EmailFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<TextFieldProps<T, N>, 'label' | 'type'> & {
  label?: ReactNode;
};

/** An email address: the email keyboard, autofill, and the same placeholder everywhere. */
export function EmailField<T extends FieldValues, N extends FieldPath<T>>(props: EmailFieldProps<T, N>) {
  return (
    <TextField label={t('Email')} autoComplete="email" placeholder="you@example.com" required {...props} type="email" />
  );
}

type NewPasswordFieldsProps<T extends FieldValues, P extends FieldPath<T>, C extends FieldPath<T>> = Pick<
  FieldBaseProps<T, P>,
  'control'
> & {
  /** The new password's field, labelled "New Password" unless told otherwise. */
  name: P;
  label?: ReactNode;
  /** Its confirmation, when the form asks for the password twice. */
  confirm?: { name: C; label: ReactNode };
};

/** A password being chosen (its minimum length as the hint, new-password autofill), and its confirmation. */
export function NewPasswordFields<T extends FieldValues, P extends FieldPath<T>, C extends FieldPath<T>>({
  control,
  name,
  label,
  confirm,
}: NewPasswordFieldsProps<T, P, C>) {
  return (
    <>
      <PasswordField
        control={control}
        name={name}
        label={label ?? t('New Password')}
        hint={t('At least {count, plural, one {# character} other {# characters}}.', { count: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
      />
      {confirm && (
        <PasswordField
          control={control}
          name={confirm.name}
          label={confirm.label}
          autoComplete="new-password"
          required
        />
      )}
    </>
  );
}

type TextareaFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<FieldBaseProps<T, N>, 'hint'> &
  Omit<TextareaProps, Wired | 'className'> & {
    /** The most characters the box takes; a live "n/max" count is its hint. */
    maxLength: number;
  };

/** A multi-line text with a character count against its limit. */
export function TextareaField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  className,
  maxLength,
  ...textareaProps
}: TextareaFieldProps<T, N>) {
  const { field, message, hintId, errorId, controlProps } = useFormField(control, name, { hint: true });
  const value = (field.value as string | undefined) ?? '';
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={controlProps.id} className="text-sm font-medium text-fg">
          {label}
        </label>
        <FieldHint
          id={hintId}
          className={cn('tabular-nums', value.length >= maxLength ? 'text-warning' : 'text-fg-subtle')}
        >
          {value.length}/{maxLength}
        </FieldHint>
      </div>
      <Textarea {...textareaProps} maxLength={maxLength} {...field} value={value} {...controlProps} />
      <FieldMessage id={errorId} message={message} />
    </div>
  );
}

type SelectFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldBaseProps<T, N> &
  Omit<SelectProps, Wired | 'className' | 'children'> & {
    options: readonly { value: string; label: string }[];
    /** A first, empty choice ("Choose a subject…"); the field is unset while it is selected. */
    placeholder?: string;
  };

export function SelectField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  hint,
  className,
  options,
  placeholder,
  ...selectProps
}: SelectFieldProps<T, N>) {
  return (
    <FormField control={control} name={name} label={label} hint={hint} className={className}>
      {(field, controlProps) => {
        const value = (field.value as string | undefined) ?? '';
        return (
          <Select
            {...selectProps}
            {...field}
            value={value}
            {...controlProps}
            className={cn(placeholder !== undefined && value === '' && 'text-fg-subtle')}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} className="text-fg">
                {option.label}
              </option>
            ))}
          </Select>
        );
      }}
    </FormField>
  );
}

type CheckboxFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<
  FieldBaseProps<T, N>,
  'label' | 'hint'
> & {
  /** The sentence beside the box; the whole card is its label. */
  children: ReactNode;
};

/** A checkbox in a bordered card whose whole surface ticks it (an agreement, a confirmation). */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  className,
  children,
}: CheckboxFieldProps<T, N>) {
  const { field, message, errorId, controlProps } = useFormField(control, name);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={controlProps.id}
        className={cn(
          'flex cursor-pointer items-start gap-3 rounded-lg border bg-surface-2/50 p-3 text-sm',
          message ? 'border-danger' : 'border-line-strong',
        )}
      >
        <input
          type="checkbox"
          {...field}
          value={undefined}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          {...controlProps}
          className={cn('mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-accent', focusRing)}
        />
        <span className="text-fg-muted">{children}</span>
      </label>
      <FieldMessage id={errorId} message={message} />
    </div>
  );
}
