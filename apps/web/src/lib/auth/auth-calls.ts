// The calls behind the auth store's actions (auth-provider.tsx), with their error texts: loaded on an
// action's first use, or as the sign-in dialog opens, not with a visitor's first page.
import { msg } from '@/lib/i18n/i18n.ts';

export { forgotPassword } from './api/forgot-password.ts';
export { login } from './api/login.ts';
export { register } from './api/register.ts';
export { resendVerification } from './api/resend-verification.ts';
export { resetPassword } from './api/reset-password.ts';
export { AuthError, apiErrorMessage } from './error-message.ts';
export { verifyOnce } from './verify-once.ts';

/**
 * Fallback texts of the auth store (docs/product.md#errors), used when the server sends no readable
 * `error`; apiErrorMessage shows them in the interface's language.
 */
export const AUTH_FALLBACKS = {
  login: msg('Login failed. Please check your credentials.'),
  register: msg('Registration failed. Please try again.'),
  verifyEmail: msg('Falha na verificação do email'),
  resendVerification: msg('Falha ao reenviar verificação'),
  forgotPassword: msg('Failed to send reset email'),
  resetPassword: msg('Failed to reset password'),
} as const;
