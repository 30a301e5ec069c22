// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { choose, click, description, getByLabel, render, submit, type } from '@/testing/dom.tsx';
import { Form, alertFirstInvalid, useZodForm, zodResolver } from './form.tsx';
import { CheckboxField, PasswordField, SelectField, TextareaField, TextField } from './form-fields.tsx';

const schema = z
  .object({
    name: z.string().trim().min(1, { error: 'Name is required' }),
    password: z.string().min(6, { error: 'Password must be at least 6 characters long' }),
    confirm: z.string(),
    colour: z.enum(['red', 'blue'], { error: 'Pick a colour' }),
    agree: z.boolean().refine((ticked) => ticked, { error: 'Please tick the box' }),
    note: z.string().trim().max(20),
  })
  // `when`: check the pair even while another field (an unset enum) has stopped the object's checks.
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    error: 'Passwords do not match',
    when: () => true,
  });

type Handlers = {
  onSubmit: (values: z.output<typeof schema>) => unknown;
  onInvalid?: (errors: object) => void;
  onSubmitError?: (error: unknown) => void;
};

function TestForm({ onSubmit, onInvalid, onSubmitError }: Handlers) {
  const form = useZodForm(schema, {
    defaultValues: { name: '', password: '', confirm: '', colour: undefined, agree: false, note: '' },
  });
  return (
    <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid} onSubmitError={onSubmitError} aria-label="Test form">
      <TextField control={form.control} name="name" label="Name" />
      <PasswordField control={form.control} name="password" label="Password" hint="At least 6 characters." />
      <PasswordField control={form.control} name="confirm" label="Confirm Password" />
      <SelectField
        control={form.control}
        name="colour"
        label="Colour"
        placeholder="Choose…"
        options={[
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ]}
      />
      <CheckboxField control={form.control} name="agree">
        I agree
      </CheckboxField>
      <TextareaField control={form.control} name="note" label="Note" maxLength={20} />
      <button type="submit">Send</button>
    </Form>
  );
}

async function setup(handlers: Partial<Handlers> = {}) {
  const onSubmit = vi.fn(handlers.onSubmit);
  const onInvalid = vi.fn(handlers.onInvalid);
  const onSubmitError = vi.fn(handlers.onSubmitError);
  const view = await render(<TestForm onSubmit={onSubmit} onInvalid={onInvalid} onSubmitError={onSubmitError} />);
  const { container } = view;
  const field = <E extends HTMLElement = HTMLInputElement>(label: string) => getByLabel<E>(container, label);
  const form = container.querySelector('form')!;
  return { ...view, onSubmit, onInvalid, onSubmitError, field, form };
}

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

async function mounted(handlers: Partial<Handlers> = {}) {
  const view = await setup(handlers);
  cleanup = view.unmount;
  return view;
}

type FieldFinder = Awaited<ReturnType<typeof setup>>['field'];

async function fillValid(field: FieldFinder) {
  await type(field('Name'), '  Ada  ');
  await type(field('Password'), 'secret-1');
  await type(field('Confirm Password'), 'secret-1');
  await choose(field<HTMLSelectElement>('Colour'), 'blue');
  await click(field('I agree'));
}

describe('Form', () => {
  it("shows each invalid field's schema message under it, marked invalid and described by that message", async () => {
    const { field, form, onSubmit } = await mounted();
    await type(field('Password'), 'abc');
    await type(field('Confirm Password'), 'abd');
    await submit(form);

    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Name'))).toBe('Name is required');
    // The hint stays in the description, the error joins it.
    expect(description(field('Password'))).toBe('At least 6 characters. | Password must be at least 6 characters long');
    expect(description(field('Confirm Password'))).toBe('Passwords do not match');
    expect(description(field('Colour'))).toBe('Pick a colour');
    expect(field('I agree').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('I agree'))).toBe('Please tick the box');
    // A valid field is neither marked nor described by an error.
    expect(field('Note').getAttribute('aria-invalid')).toBeNull();
    expect(description(field('Note'))).toBe('0/20');
  });

  it('moves focus to the first invalid field, in the order of the form', async () => {
    const { field, form } = await mounted();
    await type(field('Name'), 'Ada');
    await submit(form);
    expect(document.activeElement).toBe(field('Password'));
  });

  it('hands onInvalid the errors (for the titled alerts some fields have) once focus is on the first invalid field', async () => {
    let focusedAtCall: Element | null = null;
    const { field, form, onSubmit, onInvalid } = await mounted({
      onInvalid: () => {
        focusedAtCall = document.activeElement;
      },
    });
    await fillValid(field);
    await type(field('Confirm Password'), 'secret-2');
    await submit(form);
    await vi.waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(onSubmit).not.toHaveBeenCalled();
    // An alert opened here remembers this field and gives focus back to it when it closes.
    expect(focusedAtCall).toBe(field('Confirm Password'));
    const errors = onInvalid.mock.calls[0]?.[0] as Record<string, { message?: string }>;
    expect(Object.keys(errors)).toEqual(['confirm']);
    expect(errors.confirm?.message).toBe('Passwords do not match');
  });

  it('hands onSubmit the parsed values once every field is valid', async () => {
    const { field, form, onSubmit, onInvalid } = await mounted();
    await fillValid(field);
    await type(field<HTMLTextAreaElement>('Note'), '  hello  ');
    await submit(form);
    expect(onInvalid).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Trimmed by the schema, as the API would read them.
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Ada',
      password: 'secret-1',
      confirm: 'secret-1',
      colour: 'blue',
      agree: true,
      note: 'hello',
    });
  });

  it('hands what a failing onSubmit throws to onSubmitError', async () => {
    const failure = new Error('Login failed. Please check your credentials.');
    const { field, form, onSubmitError } = await mounted({
      onSubmit: async () => {
        await Promise.resolve();
        throw failure;
      },
    });
    await fillValid(field);
    await submit(form);
    expect(onSubmitError).toHaveBeenCalledWith(failure);
  });

  it('clears a message as soon as the field is corrected after a failed submit', async () => {
    const { field, form } = await mounted();
    await type(field('Password'), 'secret-1');
    await type(field('Confirm Password'), 'secret-2');
    await submit(form);
    expect(description(field('Confirm Password'))).toBe('Passwords do not match');
    await type(field('Confirm Password'), 'secret-1');
    expect(field('Confirm Password').getAttribute('aria-invalid')).toBeNull();
    expect(description(field('Confirm Password'))).toBe('');
  });

  it('counts the characters of a text area against its limit, in its description', async () => {
    const { field } = await mounted();
    const note = field<HTMLTextAreaElement>('Note');
    expect(note.maxLength).toBe(20);
    await type(note, 'twelve chars');
    expect(description(note)).toBe('12/20');
  });

  it('lets the form validate instead of the browser', async () => {
    const { form } = await mounted();
    expect(form.noValidate).toBe(true);
    expect(form.getAttribute('aria-label')).toBe('Test form');
  });
});

describe('alertFirstInvalid', () => {
  const errors = {
    newPassword: { type: 'too_small', message: 'Password must be at least 6 characters long.' },
    confirmPassword: { type: 'custom', message: 'New password and confirmation password do not match.' },
  };

  it('opens one alert, for the first titled field with an error in the order given', () => {
    const showAlert = vi.fn();
    void alertFirstInvalid(
      { confirmPassword: 'Password Mismatch', newPassword: 'Invalid Password' },
      showAlert,
    )(errors);
    expect(showAlert).toHaveBeenCalledTimes(1);
    expect(showAlert).toHaveBeenCalledWith('Password Mismatch', 'New password and confirmation password do not match.');
  });

  it('opens none when no titled field has an error (its message under the field is enough)', () => {
    const showAlert = vi.fn();
    void alertFirstInvalid({ currentPassword: 'Password Required' }, showAlert)(errors);
    expect(showAlert).not.toHaveBeenCalled();
  });
});

describe('zodResolver', () => {
  const resolve = (values: object, s: z.ZodType<unknown, object> = schema) =>
    zodResolver(s)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('keeps the first message of each field, the one its rules put first', async () => {
    const twoRules = z.object({
      email: z.string().min(1, { error: 'Email is required' }).email({ error: 'Bad email' }),
    });
    const { errors } = await resolve({ email: '' }, twoRules);
    expect(errors).toEqual({ email: { type: 'too_small', message: 'Email is required' } });
  });

  it('files an issue about the whole form under root', async () => {
    const whole = z.object({ a: z.string() }).refine(() => false, { error: 'Something is off' });
    const { errors } = await resolve({ a: 'x' }, whole);
    expect(errors).toEqual({ root: { type: 'custom', message: 'Something is off' } });
  });

  it('nests the message of a nested field under its path', async () => {
    const nested = z.object({ address: z.object({ city: z.string().min(1, { error: 'City is required' }) }) });
    const { errors } = await resolve({ address: { city: '' } }, nested);
    expect(errors).toEqual({ address: { city: { type: 'too_small', message: 'City is required' } } });
  });

  it("gives the schema's output, transformed, when valid", async () => {
    const result = await resolve({ n: ' 7 ' }, z.object({ n: z.string().trim().transform(Number) }));
    expect(result).toEqual({ values: { n: 7 }, errors: {} });
  });
});
