import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@/testing/schema-messages.ts';
import { INVALID_EMAIL, MISSING_FIELDS, contactForm } from './contact-form.ts';

describe('contactForm', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'other', message: 'Hello' };

  it("answers every empty field with 'Please fill in all required fields.'", () => {
    expect(fieldMessages(contactForm, { name: ' ', email: ' ', subject: '', message: '  ' })).toEqual({
      name: MISSING_FIELDS,
      email: MISSING_FIELDS,
      subject: MISSING_FIELDS,
      message: MISSING_FIELDS,
    });
    expect(MISSING_FIELDS).toBe('Please fill in all required fields.');
  });

  it('tells an invalid email apart from a missing one', () => {
    expect(fieldMessages(contactForm, { ...valid, email: 'not-an-email' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(INVALID_EMAIL).toBe('Please enter a valid email address');
  });

  it('refuses a message over 1000 characters', () => {
    expect(fieldMessages(contactForm, { ...valid, message: 'x'.repeat(1001) })).toEqual({
      message: 'Message must be at most 1000 characters',
    });
  });

  it('sends the trimmed message body', () => {
    expect(contactForm.parse({ ...valid, name: ' Ada ', email: ' ada@example.com ', message: ' Hi ' })).toEqual({
      ...valid,
      message: 'Hi',
    });
  });
});
