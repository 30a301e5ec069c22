import { z } from 'zod';
import { registerBody, resetPasswordBody } from '@packdex/shared/schemas';
import { t } from '@/lib/i18n/i18n.ts';

/** Registration as the form holds it: the 18+ box starts unticked and must be ticked (docs/product.md#accounts). */
export const registerForm = registerBody.extend({
  ageConfirmed: z.boolean().pipe(registerBody.shape.ageConfirmed),
});

/**
 * New password twice: 'Passwords do not match' under the confirmation, the length rule under the password.
 * The message is made when zod validates, in the interface's language then.
 */
export const resetPasswordForm = z
  .object({ password: resetPasswordBody.shape.password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    error: () => t('Passwords do not match'),
  });
