import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdateBody } from '@packdex/shared/schemas/admin';
import { api } from '@/lib/api-client.ts';

export type UpdateAdminUserInput = { id: number; change: AdminUserUpdateBody };

/** PUT /admin/users/{id}: grant or revoke admin, suspend or restore. */
export function updateAdminUser({ id, change }: UpdateAdminUserInput): Promise<AdminUser> {
  return api.put<AdminUser>(`/admin/users/${id}`, change);
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
