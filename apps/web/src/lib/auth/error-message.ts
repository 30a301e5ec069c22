import { ApiError, referenceOf } from '@/lib/api-client.ts';
import { serverMessage, t } from '@/lib/i18n/i18n.ts';

/**
 * The text to show for a failed call: the server's readable `error` when it sent one (docs/product.md#errors),
 * otherwise the caller's fallback. A network failure keeps the client's own readable message. Both come
 * in the interface's language when a catalogue has them (lib/i18n/server-messages.ts; a fallback may be
 * an English text marked with msg(), or one the caller already translated).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return serverMessage(fallback);
  // Without a server code the message is the client's generic "Request failed with status …".
  if (/^HTTP_\d+$/.test(error.code) || error.code === 'INVALID_RESPONSE')
    return withReference(serverMessage(fallback), error);
  return withReference(serverMessage(error.message || fallback), error);
}

/** A failure's text, followed by its reference when the server failed (docs/operations.md#request-ids). */
function withReference(text: string, error: unknown): string {
  const id = referenceOf(error instanceof AuthError ? error.cause : error);
  return id ? `${text} (${t('Reference: {id}', { id })})` : text;
}

/** A failure of an auth store action: `message` is what to show, `cause` the original error. */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly status: number | null;

  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.status = cause instanceof ApiError ? cause.status : null;
  }
}

/** The message to show for any error thrown by a store action or a call, or the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof AuthError) return withReference(error.message, error);
  return apiErrorMessage(error, fallback);
}
