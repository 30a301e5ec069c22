import type { AuthResponse, EmailConfirmationRequiredResponse, registerBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { currentLanguage } from '@/lib/i18n/i18n.ts';

export type RegisterInput = z.input<typeof registerBody>;

/**
 * POST /auth/register: creates the account, signs it in and mails a verification link (409 when
 * taken); with REGISTRATION_ANSWER=uniform the same 202 for every address, the mailed link signing the
 * new account in. The account takes the interface's language, which its mail goes out in.
 */
export function register(input: RegisterInput): Promise<AuthResponse | EmailConfirmationRequiredResponse> {
  return api.post<AuthResponse | EmailConfirmationRequiredResponse>('/auth/register', {
    ...input,
    language: input.language ?? currentLanguage(),
  });
}
