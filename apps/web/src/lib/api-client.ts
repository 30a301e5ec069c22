import { AGE_CONFIRMED_HEADER, ENVELOPE_PATHS } from '@packdex/shared/constants';
import { openEnvelope } from '@packdex/shared/envelope';
import type { z } from 'zod';
import { runtimeConfig } from '@/config/runtime.ts';
import { STORAGE_KEYS, readStorage } from './storage.ts';

/** A failed call: the HTTP status, the server's machine code and its readable message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T> = {
  /** Query string parameters; null, undefined and empty strings are left out. */
  params?: Record<string, QueryValue>;
  /** JSON-serialisable body, or FormData sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** When given, the response is validated and typed by this schema. */
  schema?: z.ZodType<T>;
  headers?: Record<string, string>;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  const url = `${runtimeConfig.apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
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
  return new ApiError(status, code, message, body.details);
}

/** Sends one request to the API and returns its (decrypted, optionally validated) body. */
export async function request<T = unknown>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { body, params, signal, schema, headers } = options;
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

  let payload = await readBody(response);
  if (ENVELOPE_PATHS.some((p) => path.includes(p))) {
    payload = await openEnvelope(payload, runtimeConfig.envelopeKey, (error) => {
      console.error(`Could not decrypt the response of ${method} ${path}`, error);
    });
  }
  if (!response.ok) throw toApiError(response.status, payload, response.statusText);
  if (!schema) return payload as T;

  const result = schema.safeParse(payload);
  if (!result.success) {
    console.error(`Unexpected response of ${method} ${path}`, result.error.issues);
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'The server sent an unexpected response.');
  }
  return result.data;
}

type Options<T> = Omit<RequestOptions<T>, 'body'>;

/** Shorthands for the four verbs the API uses. */
export const api = {
  get: <T = unknown>(path: string, options?: Options<T>) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T = unknown>(path: string, body?: unknown, options?: Options<T>) =>
    request<T>('DELETE', path, { ...options, body }),
};
