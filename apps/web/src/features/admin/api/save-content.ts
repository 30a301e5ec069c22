import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Content } from '@packdex/shared/schemas';
import type { contentBody } from '@packdex/shared/schemas/catalogue-admin';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { adminContentsKey } from './get-admin-contents.ts';

type ContentInput = z.input<typeof contentBody>;

/** POST /content (add) or PUT /content/{id} (edit). */
export function saveContent(input: ContentInput, id?: number): Promise<Content> {
  return id === undefined ? api.post<Content>('/content', input) : api.put<Content>(`/content/${id}`, input);
}

/** Saves, then reloads the admin list and every public content list (the home page among them). */
export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ContentInput; id?: number }) => saveContent(input, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminContentsKey }),
        queryClient.invalidateQueries({ queryKey: ['contents'] }),
        queryClient.invalidateQueries({ queryKey: ['models'] }),
      ]),
  });
}
