import { z } from 'zod';
import { registerBody, resetPasswordBody } from '@packdex/shared/schemas';

/** Registration as the form holds it: the 18+ box starts unticked and must be ticked (spec §5). */
export const registerForm = registerBody.extend({
  ageConfirmed: z.boolean().pipe(registerBody.shape.ageConfirmed),
});

/** New password twice; spec §5 gives both messages verbatim. */
export const resetPasswordForm = z
  .object({ password: resetPasswordBody.shape.password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], error: 'Passwords do not match' });
