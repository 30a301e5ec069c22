import { api } from '@/lib/api-client.ts';

/**
 * POST /auth/logout: ends this session on the server. The request takes the stored token at once,
 * so the caller clears the local session right after; a failure (offline, already ended) is ignored,
 * the local sign-out goes on all the same.
 */
export function endSession(): void {
  void api.post('/auth/logout').catch(() => undefined);
}
