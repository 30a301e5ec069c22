import { z } from 'zod';

/** The encrypted response envelope (docs/product.md#encrypted-answers). */
export const envelope = z.object({
  encrypted: z.literal(true),
  data: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
  iv: z.string().regex(/^[0-9a-fA-F]{24}$/),
  authTag: z.string().regex(/^[0-9a-fA-F]{32}$/),
});
export type Envelope = z.infer<typeof envelope>;
