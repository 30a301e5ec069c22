import '@/lib/zod-config.ts';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { get, set, useController, useForm } from 'react-hook-form';
import type {
  Control,
  ControllerRenderProps,
  FieldError,
  FieldErrors,
  FieldPath,
  FieldValues,
  Resolver,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormProps,
  UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { cn } from '@/lib/cn.ts';
import { Label } from './input.tsx';
import { serverMessage, t } from '@/lib/i18n/i18n.ts';

// Forms run on react-hook-form and validate with the zod schemas of packages/shared (or a form
// schema built from them), so the browser shows the same rules and messages the API enforces.
// Import this module only from the features that render a form: it carries react-hook-form.

/**
 * A react-hook-form resolver for a zod schema: on success the parsed (trimmed, transformed)
 * values, otherwise the first message of each field, in the order the schema checks them.
 */
export function zodResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<Input> = {};
    for (const issue of result.error.issues) {
      // An issue about the whole form (no path) is the form's own: react-hook-form's `root`.
      const path = issue.path.length > 0 ? issue.path.map(String).join('.') : 'root';
      if (get(errors, path) === undefined) set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}

/** `useForm` validated by a zod schema; the submit handler receives the schema's output. */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
}

export type FormProps<Input extends FieldValues, Output> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid' | 'onError'
> & {
  form: UseFormReturn<Input, unknown, Output>;
  /** Runs with the parsed values once every field is valid; `formState.isSubmitting` while it runs. */
  onSubmit: SubmitHandler<Output>;
  /**
   * Runs when a field is invalid, once focus is on the first invalid field (titled alerts go here:
   * an alert hands focus back to that field when it closes).
   */
  onInvalid?: SubmitErrorHandler<Input>;
  /** Receives what `onSubmit` throws or rejects with (a failed call); without it the failure is logged. */
  onSubmitError?: (error: unknown) => void;
};

/**
 * A form validated by its schema instead of the browser (`noValidate`): every error is shown under
 * its field, tied to it with aria-invalid and aria-describedby, and the first invalid field takes focus.
 */
export function Form<Input extends FieldValues, Output>({
  form,
  onSubmit,
  onInvalid,
  onSubmitError = (error) => console.error(error),
  children,
  ...props
}: FormProps<Input, Output>) {
  // react-hook-form calls onInvalid before it focuses the first invalid field; an alert opened
  // there would remember the submit button as the place to return focus to. Run it just after.
  const afterFocus: SubmitErrorHandler<Input> | undefined =
    onInvalid && ((errors) => void window.setTimeout(() => void onInvalid(errors)));
  return (
    <form
      noValidate
      {...props}
      onSubmit={(event) => form.handleSubmit(onSubmit, afterFocus)(event).catch(onSubmitError)}
    >
      {children}
    </form>
  );
}

/**
 * An `onInvalid` that opens one alert for the first field of `titles` (in that order) with an
 * error: some fields have an alert with its own title (Password Mismatch, Model Required…) besides the
 * message under them.
 */
export function alertFirstInvalid<T extends FieldValues>(
  titles: Partial<Record<FieldPath<T>, string>>,
  showAlert: (title: string, message: string) => void,
): SubmitErrorHandler<T> {
  return (errors) => {
    for (const [name, title] of Object.entries(titles) as [FieldPath<T>, string][]) {
      const message = get<FieldErrors<T>, FieldError | undefined>(errors, name)?.message;
      if (message) return showAlert(t(title), serverMessage(message));
    }
  };
}

/** The attributes that tie a control to its label, hint and error. */
type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * One field's state and the ids that connect its parts, for fields whose layout is their own
 * (a checkbox, a radio group); most forms use `FormField` or the fields of form-fields.tsx.
 */
export function useFormField<T extends FieldValues, N extends FieldPath<T>>(
  control: Control<T, unknown, any>, // eslint-disable-line @typescript-eslint/no-explicit-any -- any output type
  name: N,
  { hint = false }: { hint?: boolean } = {},
) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, message && errorId].filter(Boolean).join(' ') || undefined;
  const controlProps: FieldControlProps = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy,
  };
  return { field, message, hintId, errorId, controlProps };
}

/**
 * The message under an invalid field (referenced by the control's aria-describedby), in the interface's
 * language when a catalogue has it (the shared schemas' messages, listed in lib/i18n/server-messages.ts).
 */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {serverMessage(message)}
    </p>
  );
}

/** A hint under a field (a rule, a character count). */
export function FieldHint({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <p id={id} className={cn('text-caption text-fg-subtle', className)}>
      {children}
    </p>
  );
}

export type FieldBaseProps<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T, unknown, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any output type
  name: N;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
};

type FormFieldProps<T extends FieldValues, N extends FieldPath<T>> = FieldBaseProps<T, N> & {
  /** Renders the control: spread `controlProps` on it and wire `field` (value, onChange, onBlur, ref). */
  children: (field: ControllerRenderProps<T, N>, controlProps: FieldControlProps) => ReactNode;
};

/** A labelled control with its hint and its error message: the one field block of every form. */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  hint,
  className,
  children,
}: FormFieldProps<T, N>) {
  const { field, message, hintId, errorId, controlProps } = useFormField(control, name, { hint: hint != null });
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlProps.id}>{label}</Label>
      {children(field, controlProps)}
      {hint != null && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldMessage id={errorId} message={message} />
    </div>
  );
}
