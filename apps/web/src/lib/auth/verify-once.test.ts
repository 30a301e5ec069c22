import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/testing/test-user.ts';
import { verifyOnce } from './verify-once.ts';

const answer = { token: 'jwt', user: testUser() };

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('verifyOnce', () => {
  it('sends one request for a token however often it is asked (StrictMode runs effects twice)', async () => {
    const fetchMock = stubFetch(200, answer);
    const [a, b] = await Promise.all([verifyOnce('token-a'), verifyOnce('token-a')]);
    await verifyOnce('token-a');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(a).toEqual(answer);
    expect(b).toBe(a);
  });

  it('lets a failed verification be tried again', async () => {
    stubFetch(400, { error: 'This verification link is invalid or has expired', code: 'BAD_REQUEST' });
    await expect(verifyOnce('token-b')).rejects.toMatchObject({ status: 400 });
    const fetchMock = stubFetch(200, answer);
    await expect(verifyOnce('token-b')).resolves.toEqual(answer);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
