import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResponse } from '@packdex/shared/schemas';
import type { User, profileBody } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { dashboardQueryKey } from '@/lib/auth/api/get-dashboard.ts';

export type UpdateProfileInput = z.input<typeof profileBody>;

/** PUT /auth/profile: name, language and country only (any other field is a 400). */
export async function updateProfile(input: UpdateProfileInput): Promise<User> {
  const result = await api.put('/auth/profile', input, { schema: profileResponse });
  return result.user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
