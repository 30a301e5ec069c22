import type { z } from 'zod';

/** The first message per field a schema gives for some values (as the form shows them), or {} when valid. */
export function fieldMessages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map(String).join('.') || 'root';
    messages[path] ??= issue.message;
  }
  return messages;
}
