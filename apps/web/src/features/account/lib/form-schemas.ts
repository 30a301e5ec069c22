import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@packdex/shared/constants';
import {
  changeEmailBody,
  changePasswordBody,
  deleteAccountBody,
  endOthersBody,
  profileBody,
  recommendationBody,
} from '@packdex/shared/schemas';
import type { Model } from '@packdex/shared/schemas';
import { t } from '@/lib/i18n/i18n.ts';

// The account forms' schemas: the shared request bodies, plus the fields only the form has
// (a confirmation) and the dialogs' own messages where they differ from the API's. The messages are
// functions: zod calls them when it validates, so they come in the language the interface has then.

/** Display Name, Language and Country, all present in the form; an empty country is sent as null. */
export const profileForm = z.object({
  name: profileBody.shape.name.unwrap(),
  language: profileBody.shape.language.unwrap(),
  country: z
    .string()
    .transform((country) => country.trim() || null)
    .pipe(profileBody.shape.country.unwrap()),
});

const PASSWORD_MISMATCH = () => t('New password and confirmation password do not match.');
const PASSWORD_TOO_SHORT = () =>
  t('Password must be at least {min, plural, one {# character} other {# characters}} long.', {
    min: PASSWORD_MIN_LENGTH,
  });

/** Current, new and confirmation; the body sent is { currentPassword, newPassword }. */
export const changePasswordForm = z
  .object({
    currentPassword: changePasswordBody.shape.currentPassword,
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT })
      .pipe(changePasswordBody.shape.newPassword),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORD_MISMATCH,
  })
  .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword }));

const PASSWORD_MISSING = () => t('Please enter your password to confirm.');

/** The new address and the password; the body sent is { newEmail, password }. */
export const changeEmailForm = z.object({
  newEmail: changeEmailBody.shape.newEmail,
  password: z.string().min(1, { error: PASSWORD_MISSING }).pipe(changeEmailBody.shape.password),
});

/** The password that signs every other session out; the body sent is { password }. */
export const endOthersForm = z.object({
  password: z.string().min(1, { error: PASSWORD_MISSING }).pipe(endOthersBody.shape.password),
});

export const DELETE_WORD = 'DELETE';
const DELETE_NOT_CONFIRMED = () => t('Please type "{word}" to confirm account deletion.', { word: DELETE_WORD });
const DELETE_PASSWORD_MISSING = () => t('Please enter your password to confirm account deletion.');

/** Typing DELETE exactly, then the password; the body sent is { password }. */
export const deleteAccountForm = z
  .object({
    confirmation: z.string().refine((text) => text === DELETE_WORD, { error: DELETE_NOT_CONFIRMED }),
    password: z.string().min(1, { error: DELETE_PASSWORD_MISSING }).pipe(deleteAccountBody.shape.password),
  })
  .transform(({ password }) => ({ password }));

const MODEL_MISSING = () => t('Please select a model to recommend.');
const DESCRIPTION_MISSING = () => t('Please tell us why you recommend this model.');

/** A model picked from the search and a reason; the body sent is { modelId, description }. */
export const recommendForm = z
  .object({
    model: z.custom<Model | null>().refine((model): model is Model => model != null, { error: MODEL_MISSING }),
    description: z.string().trim().min(1, { error: DESCRIPTION_MISSING }),
  })
  .transform(({ model, description }) => ({ modelId: model.id, description }))
  .pipe(recommendationBody);
