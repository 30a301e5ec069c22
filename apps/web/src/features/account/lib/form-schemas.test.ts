import { describe, expect, it } from 'vitest';
import type { Model } from '@packdex/shared/schemas';
import { fieldMessages } from '@/testing/schema-messages.ts';
import { changePasswordForm, deleteAccountForm, profileForm, recommendForm } from './form-schemas.ts';

describe('changePasswordForm', () => {
  it("tells a mismatch and a short password in the dialog's own sentences (with their full stops)", () => {
    expect(
      fieldMessages(changePasswordForm, { currentPassword: 'old-pass', newPassword: 'abc', confirmPassword: 'abd' }),
    ).toEqual({
      newPassword: 'Password must be at least 6 characters long.',
      confirmPassword: 'New password and confirmation password do not match.',
    });
  });

  it('requires the current password', () => {
    expect(
      fieldMessages(changePasswordForm, { currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' }),
    ).toEqual({ currentPassword: 'Current password is required' });
  });

  it('sends only the current and the new password', () => {
    expect(
      changePasswordForm.parse({ currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' }),
    ).toEqual({ currentPassword: 'old-pass', newPassword: 'new-pass' });
  });
});

describe('deleteAccountForm', () => {
  it('needs DELETE typed exactly, then the password', () => {
    expect(fieldMessages(deleteAccountForm, { confirmation: 'delete', password: '' })).toEqual({
      confirmation: 'Please type "DELETE" to confirm account deletion.',
      password: 'Please enter your password to confirm account deletion.',
    });
    expect(deleteAccountForm.parse({ confirmation: 'DELETE', password: 'pw' })).toEqual({ password: 'pw' });
  });
});

describe('profileForm', () => {
  it('requires a display name and sends an empty country as null', () => {
    expect(fieldMessages(profileForm, { name: '  ', language: 'en', country: '' })).toEqual({
      name: 'Name is required',
    });
    expect(profileForm.parse({ name: ' Ada ', language: 'pt', country: '  ' })).toEqual({
      name: 'Ada',
      language: 'pt',
      country: null,
    });
  });
});

describe('recommendForm', () => {
  const model = { id: 7, name: 'Ada' } as Model;

  it('asks for a model, then a description that is not only spaces', () => {
    expect(fieldMessages(recommendForm, { model: null, description: '   ' })).toEqual({
      model: 'Please select a model to recommend.',
      description: 'Please tell us why you recommend this model.',
    });
  });

  it('refuses a description longer than 500 characters', () => {
    expect(fieldMessages(recommendForm, { model, description: 'x'.repeat(501) })).toEqual({
      description: 'Description must be at most 500 characters',
    });
  });

  it('sends the model id and the trimmed description', () => {
    expect(recommendForm.parse({ model, description: '  More sets, please.  ' })).toEqual({
      modelId: 7,
      description: 'More sets, please.',
    });
  });
});
