import { useMutation } from '@tanstack/react-query';
import type { OkBody, TwoFactorEnableResponse, TwoFactorSetupResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

/** POST /auth/2fa/setup: a new secret and its otpauth URL (409 when two-factor sign-in is already on). */
export const useTwoFactorSetup = () =>
  useMutation({ mutationFn: () => api.post<TwoFactorSetupResponse>('/auth/2fa/setup') });

/** POST /auth/2fa/enable: turns it on with a first code; answers the backup codes, shown once. */
export const useTwoFactorEnable = () =>
  useMutation({ mutationFn: (code: string) => api.post<TwoFactorEnableResponse>('/auth/2fa/enable', { code }) });

/** POST /auth/2fa/disable: turns it off with the password. */
export const useTwoFactorDisable = () =>
  useMutation({ mutationFn: (password: string) => api.post<OkBody>('/auth/2fa/disable', { password }) });
