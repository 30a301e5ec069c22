import type { ErrorCode } from '@packdex/shared/constants';

/** An error meant for the client: its message is shown to people, its code read by programs. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new AppError(400, 'BAD_REQUEST', message);
export const unauthorized = (message = 'Please sign in to continue') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') =>
  new AppError(429, 'RATE_LIMITED', message, { 'Retry-After': String(retryAfterSeconds) });

/**
 * A write refused by a unique index (which column), raised by repositories so services can retry
 * with another slug or answer 409: parallel writers can both pass a "free?" check before either commits.
 */
export class UniqueConflict extends Error {
  readonly column: string;
  constructor(column: string) {
    super(`unique conflict on ${column}`);
    this.column = column;
  }
}
