// Following a model (the follows module; a tag's follow is in tags.ts).
import { z } from 'zod';

/** POST /models/{id}/follow. */
export const followResponse = z.object({ following: z.boolean(), followers: z.number().int() });
export type FollowResponse = z.infer<typeof followResponse>;
