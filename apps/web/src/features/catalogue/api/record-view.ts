import type { z } from 'zod';
import type { viewResponse } from '@packdex/shared/schemas';
import { api } from '@/lib/api-client.ts';

type ViewResponse = z.infer<typeof viewResponse>;

/**
 * POST /content/{id}/view: counted once per viewer per day; returns the new total. Called straight
 * from the page's effect, not through a mutation hook: nothing shows the request's progress, and a
 * mutation's pending and success states each re-rendered the whole content page (about 40 ms of a
 * phone's main thread after its first render).
 */
export function recordView(id: number): Promise<ViewResponse> {
  return api.post<ViewResponse>(`/content/${id}/view`);
}
