import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { User, profileBody, ProfileResponse } from '@packdex/shared/schemas';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { dashboardQueryKey } from '@/lib/auth/api/get-dashboard.ts';

type UpdateProfileInput = z.input<typeof profileBody>;

/** PUT /auth/profile: name, language and country only (any other field is a 400). */
export async function updateProfile(input: UpdateProfileInput): Promise<User> {
  const result = await api.put<ProfileResponse>('/auth/profile', input);
  return result.user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
