import { ApiError } from '@/lib/api-client.ts';

/** True for the server's refusal of an unverified account's next distinct item (docs/product.md#unverified-accounts). */
export function isContentLimitError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'CONTENT_LIMIT';
}

/** True when the item or model does not exist. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
