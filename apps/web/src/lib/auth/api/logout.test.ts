// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from './logout.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('endSession', () => {
  it('sends the stored token even when the local session is cleared right after', () => {
    const sent: { url: string; method: string | undefined; auth: string | null }[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      sent.push({ url: String(url), method: init?.method, auth: new Headers(init?.headers).get('Authorization') });
      return Promise.resolve(new Response('{"success":true}', { headers: { 'content-type': 'application/json' } }));
    });
    localStorage.setItem('token', 'the-token');
    endSession();
    localStorage.removeItem('token');
    expect(sent).toEqual([
      { url: expect.stringMatching(/\/auth\/logout$/) as string, method: 'POST', auth: 'Bearer the-token' },
    ]);
  });

  it('swallows a failure: signing out here goes on offline', async () => {
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    localStorage.setItem('token', 'the-token');
    expect(() => endSession()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    window.removeEventListener('unhandledrejection', onRejection);
    expect(rejections).toEqual([]);
  });
});
