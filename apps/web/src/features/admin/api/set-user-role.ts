import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@packdex/shared/constants';
import type { AdminUser } from '@packdex/shared/schemas/admin';
import { api } from '@/lib/api-client.ts';

export type SetUserRoleInput = { id: number; role: Role };

/** PUT /admin/users/{id}/role: user, editor, moderator or admin (409 for the last admin). */
export function setUserRole({ id, role }: SetUserRoleInput): Promise<AdminUser> {
  return api.put<AdminUser>(`/admin/users/${id}/role`, { role });
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
