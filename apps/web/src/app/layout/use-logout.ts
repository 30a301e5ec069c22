import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearSession } from '@/lib/session.ts';

/** Signs out: clears the stored session and drops cached data fetched with the old identity. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
  }, [queryClient]);
}
