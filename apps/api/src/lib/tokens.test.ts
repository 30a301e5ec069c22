import type * as Jose from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';

// jose's verification counted, to see which calls check the signature again.
const jose = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('jose', async (importOriginal) => {
  const original = await importOriginal<typeof Jose>();
  return {
    ...original,
    jwtVerify: (...args: Parameters<typeof original.jwtVerify>) => {
      jose.verifications += 1;
      return original.jwtVerify(...args);
    },
  };
});
const { SignJWT } = await import('jose');
const { tokenSigner, VERIFIED_TOKEN_CACHE_SIZE, VERIFIED_TOKEN_TTL_MS } = await import('./tokens.ts');

const SECRET = 'a-secret-that-is-long-enough-for-hs256-0123456789';

afterEach(() => {
  vi.useRealTimers();
  jose.verifications = 0;
});

describe('session tokens', () => {
  it('check a valid signature once per minute, not on every request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = tokenSigner(SECRET);
    const token = await tokens.sign({ userId: 7, tokenVersion: 2 });
    for (let i = 0; i < 5; i += 1) expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 2 });
    expect(jose.verifications).toBe(1);
    vi.advanceTimersByTime(VERIFIED_TOKEN_TTL_MS + 1);
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 2 });
    expect(jose.verifications).toBe(2);
  });

  it('carry the session id when they have one', async () => {
    const tokens = tokenSigner(SECRET);
    const token = await tokens.sign({ userId: 7, tokenVersion: 2, sessionId: 'abc' });
    expect(await tokenSigner(SECRET).verify(token)).toEqual({ userId: 7, tokenVersion: 2, sessionId: 'abc' });
  });

  it('are refused after their own expiry even when verified moments before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = tokenSigner(SECRET);
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ v: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('3')
      .setExpirationTime(now + 10)
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(token)).toEqual({ userId: 3, tokenVersion: 0 });
    vi.advanceTimersByTime(11_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('never remember a bad signature, and remember a bounded number of good ones', async () => {
    const tokens = tokenSigner(SECRET);
    const forged = await tokenSigner('another-secret-that-is-long-enough-0123456789').sign({
      userId: 1,
      tokenVersion: 0,
    });
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(forged)).toBeNull();
    expect(jose.verifications).toBe(2);

    const first = await tokens.sign({ userId: 0, tokenVersion: 0 });
    await tokens.verify(first);
    for (let i = 1; i <= VERIFIED_TOKEN_CACHE_SIZE; i += 1) {
      await tokens.verify(await tokens.sign({ userId: i, tokenVersion: 0 }));
    }
    jose.verifications = 0;
    // The oldest was dropped to make room: checked again.
    expect(await tokens.verify(first)).toEqual({ userId: 0, tokenVersion: 0 });
    expect(jose.verifications).toBe(1);
  });
});
