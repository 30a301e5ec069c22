import { z } from 'zod';
import { registerBody, resetPasswordBody } from '@packdex/shared/schemas';

/** Registration as the form holds it: the 18+ box starts unticked and must be ticked (docs/product.md#accounts). */
export const registerForm = registerBody.extend({
  ageConfirmed: z.boolean().pipe(registerBody.shape.ageConfirmed),
});

/** New password twice: 'Passwords do not match' under the confirmation, the length rule under the password. */
export const resetPasswordForm = z
  .object({ password: resetPasswordBody.shape.password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], error: 'Passwords do not match' });
