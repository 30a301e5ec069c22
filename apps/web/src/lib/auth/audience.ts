import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@packdex/shared/schemas';

/** Who the API answers: the account and the rights that change its answers (direct download links). */
export type Audience = Pick<User, 'id' | 'isPremium' | 'isAdmin'> | null;

/**
 * What the cached answers need when the signed-in account's audience changes. Another account (or
 * signing in and out) is handled where the session changes. Losing premium or admin: 'reset', so
 * answers holding direct file-host links leave the screen at once instead of after their refetch
 * (a free account never sees one). Gaining one: 'invalidate', since the monetised links shown until
 * the refetch lands reveal nothing.
 */
export function audienceChange(before: Audience, after: Audience): 'reset' | 'invalidate' | null {
  if (!before || !after || before.id !== after.id) return null;
  const lost = (before.isPremium && !after.isPremium) || (before.isAdmin && !after.isAdmin);
  if (lost) return 'reset';
  return before.isPremium !== after.isPremium || before.isAdmin !== after.isAdmin ? 'invalidate' : null;
}

/** Applies `audienceChange` to every cached answer except the account's own ('auth' queries). */
export async function refreshForAudience(queryClient: QueryClient, before: Audience, after: Audience) {
  const change = audienceChange(before, after);
  const filters = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== 'auth' };
  if (change === 'reset') await queryClient.resetQueries(filters);
  else if (change === 'invalidate') await queryClient.invalidateQueries(filters);
}
