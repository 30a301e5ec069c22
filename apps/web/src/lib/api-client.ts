import { AGE_CONFIRMED_HEADER, ENVELOPE_PATHS } from '@packdex/shared/constants';
import { openEnvelope } from '@packdex/shared/envelope';
import { runtimeConfig } from '@/config/runtime.ts';
import { STORAGE_KEYS, readStorage } from './storage.ts';

/**
 * A failed call: the HTTP status, the server's machine code and its readable message; for a failure
 * on the server's side, the request id its log line carries, which a user can quote to support.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly requestId: string | undefined;

  constructor(status: number, code: string, message: string, details?: unknown, requestId?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.requestId = requestId;
  }
}

/** The request id of a failure on the server's side (5xx), which support finds in the log; else none. */
export const referenceOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status >= 500 ? error.requestId : undefined;

/** A query parameter's value; a list repeats the parameter (`tag=a&tag=b`). */
export type QueryValue = string | number | boolean | null | undefined | readonly string[];

/**
 * The client trusts the shape of the API's answers: the server serialises every response through
 * its schema in packages/shared (and its tests hold it to them), and the web takes the types from
 * the same schemas. Validating again here would put zod, the largest library, on every first page.
 */
export type RequestOptions = {
  /** Query string parameters; null, undefined and empty strings are left out. */
  params?: Record<string, QueryValue>;
  /** JSON-serialisable body, or FormData sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A call's path and query under the API base, as sent: the key of the first answers the server
 * puts in the page (lib/first-answers.ts), so both sides must build it the same way.
 */
export function queryPath(path: string, params?: Record<string, QueryValue>): string {
  const url = path.startsWith('/') ? path : `/${path}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value as readonly string[]) search.append(key, item);
    else search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  return `${runtimeConfig.apiBase}${queryPath(path, params)}`;
}

function buildHeaders(body: unknown, extra?: Record<string, string>): Headers {
  const headers = new Headers({ Accept: 'application/json', ...extra });
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const token = readStorage(STORAGE_KEYS.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (readStorage(STORAGE_KEYS.ageConfirmed) === 'true') headers.set(AGE_CONFIRMED_HEADER, 'true');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, payload: unknown, statusText: string): ApiError {
  const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const message =
    typeof body.error === 'string' && body.error !== ''
      ? body.error
      : `Request failed with status ${status}${statusText ? ` ${statusText}` : ''}`;
  const code = typeof body.code === 'string' ? body.code : `HTTP_${status}`;
  // Every 5xx body of the API names its request (a proxy's own error page names none).
  return new ApiError(status, code, message, body.details, body.requestId as string | undefined);
}

/**
 * An answer's body as the client reads it: decrypted when the path is one the API envelopes and the
 * body an envelope; as received otherwise, or when decrypting fails (reported to `onError`).
 */
export function openAnswer(path: string, payload: unknown, onError: (error: unknown) => void): Promise<unknown> {
  return ENVELOPE_PATHS.some((p) => path.includes(p))
    ? openEnvelope(payload, runtimeConfig.envelopeKey, onError)
    : Promise.resolve(payload);
}

/** Sends one request to the API and returns its (decrypted) body, typed as the caller says. */
export async function request<T = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, params, signal, headers } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), {
      method,
      headers: buildHeaders(body, headers),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Please check your connection.');
  }

  const payload = await openAnswer(path, await readBody(response), (error) => {
    console.error(`Could not decrypt the response of ${method} ${path}`, error);
  });
  if (!response.ok) throw toApiError(response.status, payload, response.statusText);
  return payload as T;
}

type Options = Omit<RequestOptions, 'body'>;

/** Shorthands for the verbs the API uses. */
export const api = {
  get: <T = unknown>(path: string, options?: Options) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: Options) =>
    request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Options) => request<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Options) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T = unknown>(path: string, body?: unknown, options?: Options) =>
    request<T>('DELETE', path, { ...options, body }),
};
