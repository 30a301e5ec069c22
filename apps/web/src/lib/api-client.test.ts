import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEV_ENVELOPE_KEY } from '@/config/runtime.ts';
import { ApiError, referenceOf, api } from './api-client.ts';

type Call = { url: string; init: RequestInit };

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Encrypts like the server: AES-256-GCM, 12-byte IV, 16-byte tag sent apart from the data. */
async function seal(value: unknown, keyHex = DEV_ENVELOPE_KEY) {
  const keyBytes = new Uint8Array((keyHex.match(/../g) ?? []).map((h) => Number.parseInt(h, 16)));
  const key = await crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value))),
  );
  const data = sealed.slice(0, -16);
  return { encrypted: true, data: btoa(String.fromCharCode(...data)), iv: hex(iv), authTag: hex(sealed.slice(-16)) };
}

function stubStorage(entries: Record<string, string>) {
  const store = new Map(Object.entries(entries));
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    dispatchEvent: () => true,
  });
}

function stubFetch(status: number, body: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const text = body === undefined ? '' : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('api client', () => {
  beforeEach(() => stubStorage({}));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('calls the runtime API base and leaves empty query values out', async () => {
    const calls = stubFetch(200, { ok: true });
    await api.get('/notifications', { params: { limit: 10, search: '', status: undefined } });
    expect(calls[0]?.url).toBe('/api/notifications?limit=10');
  });

  it('sends the bearer token and the age header when they are stored', async () => {
    stubStorage({ token: 'tok', ageConfirmed: 'true' });
    const calls = stubFetch(200, {});
    await api.get('/auth/dashboard');
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok');
    expect(header(calls[0], 'x-age-confirmed')).toBe('true');
  });

  it('sends neither header for a visitor', async () => {
    stubStorage({ ageConfirmed: 'false' });
    const calls = stubFetch(200, {});
    await api.get('/auth/dashboard');
    expect(header(calls[0], 'Authorization')).toBeNull();
    expect(header(calls[0], 'x-age-confirmed')).toBeNull();
  });

  it('still works when storage throws', async () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('denied');
      },
    });
    const calls = stubFetch(200, {});
    await api.get('/auth/dashboard');
    expect(header(calls[0], 'Authorization')).toBeNull();
  });

  it('sends JSON bodies', async () => {
    const calls = stubFetch(200, {});
    await api.post('/reports', { reason: 'spam' });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"reason":"spam"}');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
  });

  it('decrypts enveloped responses of content and model paths', async () => {
    const plain = { contents: [], pagination: { page: 1, limit: 24, totalPages: 0, totalItems: 0 } };
    stubFetch(200, await seal(plain));
    await expect(api.get('/content', { params: { page: 1 } })).resolves.toEqual(plain);
    stubFetch(200, await seal({ models: [] }));
    await expect(api.get('/models/some-slug')).resolves.toEqual({ models: [] });
  });

  it('leaves envelope-shaped answers of other paths as received', async () => {
    const sealed = await seal({ secret: 1 });
    stubFetch(200, sealed);
    await expect(api.get('/auth/dashboard')).resolves.toEqual(sealed);
  });

  it('keeps the raw payload and logs when decryption fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sealed = await seal({ a: 1 }, 'cd'.repeat(32));
    stubFetch(200, sealed);
    await expect(api.get('/content')).resolves.toEqual(sealed);
    expect(log).toHaveBeenCalledOnce();
  });

  it('throws an ApiError carrying the server message and code', async () => {
    stubFetch(404, { error: 'Content not found', code: 'NOT_FOUND' });
    const error = await api.get('/content/slug/nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Content not found' });
  });

  it('falls back to a generic message when the error body has none', async () => {
    stubFetch(500, undefined);
    await expect(api.delete('/comments/1')).rejects.toMatchObject({ status: 500, code: 'HTTP_500' });
  });

  it('keeps the request id of a failure on the server side as its reference', async () => {
    stubFetch(500, { error: 'Internal server error', code: 'INTERNAL', requestId: 'req-7f3a' });
    const failed = await api.get('/auth/dashboard').catch((e: unknown) => e);
    expect(failed).toMatchObject({ status: 500, requestId: 'req-7f3a' });
    expect(referenceOf(failed)).toBe('req-7f3a');
    // A refusal is the user's to fix, not support's: no reference.
    stubFetch(429, { error: 'Too many requests', code: 'RATE_LIMITED', requestId: 'req-limit' });
    expect(referenceOf(await api.post('/auth/login', {}).catch((e: unknown) => e))).toBeUndefined();
  });
});
