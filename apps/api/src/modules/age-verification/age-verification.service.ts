import { now } from '../../lib/time.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { Viewer } from '../users/users.service.ts';

/**
 * Age confirmation (docs/product.md#age-gate). A visitor's confirmation lives in their browser
 * and arrives as the x-age-confirmed header; a signed-in user's is also kept on the account, so
 * it follows them to another browser.
 */
export function ageVerificationService(users: Pick<UsersRepository, 'setAgeConfirmed'>) {
  return {
    async confirm(viewer: Viewer | null): Promise<{ ageConfirmed: boolean }> {
      if (viewer && !viewer.ageConfirmed) await users.setAgeConfirmed(viewer.id, now());
      return { ageConfirmed: true };
    },

    status(viewer: Viewer | null, confirmedByBrowser: boolean): { ageConfirmed: boolean } {
      return { ageConfirmed: Boolean(viewer?.ageConfirmed) || confirmedByBrowser };
    },

    async revoke(viewer: Viewer | null): Promise<{ ageConfirmed: boolean }> {
      if (viewer) await users.setAgeConfirmed(viewer.id, null);
      return { ageConfirmed: false };
    },
  };
}
export type AgeVerificationService = ReturnType<typeof ageVerificationService>;
