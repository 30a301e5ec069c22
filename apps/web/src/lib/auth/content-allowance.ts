import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ContentAllowance, User } from '@packdex/shared/schemas';
import { dashboardQueryKey, getDashboardQueryOptions } from './api/get-dashboard.ts';

/** Whether the unverified-account limit (docs/product.md#unverified-accounts) applies to this account at all. */
export function isViewLimited(user: User | null): user is User {
  return user !== null && !user.isVerified && !user.isAdmin;
}

/**
 * What a limited account may still open, as the server counts it (the dashboard's
 * `contentAllowance`): undefined while it loads or for anyone the limit does not apply to.
 */
export function useContentAllowance(user: User | null): ContentAllowance | undefined {
  const limited = isViewLimited(user);
  const { data } = useQuery({ ...getDashboardQueryOptions(), enabled: limited });
  return limited ? (data?.contentAllowance ?? undefined) : undefined;
}

/** After a limited account opened an item: the server's count has moved, so ask for it again. */
export function refreshContentAllowance(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: dashboardQueryKey, exact: true });
}
