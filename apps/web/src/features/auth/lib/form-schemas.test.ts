import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@/testing/schema-messages.ts';
import { registerForm, resetPasswordForm } from './form-schemas.ts';

describe('registerForm', () => {
  const valid = { name: 'Ada', email: ' Ada@Example.com ', password: 'secret-1', ageConfirmed: true };

  it('refuses an unticked 18+ box with the text of the Age Confirmation Required alert', () => {
    expect(fieldMessages(registerForm, { ...valid, ageConfirmed: false })).toEqual({
      ageConfirmed: 'You must confirm that you are 18 years or older to create an account.',
    });
  });

  it('requires a name, a valid email and a 6-character password', () => {
    expect(fieldMessages(registerForm, { name: '  ', email: 'nope', password: '12345', ageConfirmed: true })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long',
    });
  });

  it('gives the register body the API expects', () => {
    expect(registerForm.parse(valid)).toEqual({ ...valid, email: 'ada@example.com' });
  });
});

describe('resetPasswordForm', () => {
  it("says 'Passwords do not match' under the confirmation, also when the password is too short", () => {
    expect(fieldMessages(resetPasswordForm, { password: 'abc', confirm: 'abd' })).toEqual({
      password: 'Password must be at least 6 characters long',
      confirm: 'Passwords do not match',
    });
  });

  it('accepts two equal passwords of 6 characters', () => {
    expect(fieldMessages(resetPasswordForm, { password: 'abcdef', confirm: 'abcdef' })).toEqual({});
  });
});
