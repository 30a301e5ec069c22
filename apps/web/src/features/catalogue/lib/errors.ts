import { ApiError } from '@/lib/api-client.ts';

/** True for the server's refusal of an unverified account's next distinct item (docs/product.md#unverified-accounts). */
export function isContentLimitError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'CONTENT_LIMIT';
}

/** True when the item or model does not exist, or the item is hidden because its download link died. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || isLinkDeadError(error));
}

/** True when the item exists but is hidden because its download link is dead (docs/link-health.md). */
export function isLinkDeadError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 410 && error.code === 'LINK_DEAD';
}
