// Self-contained session tokens (ASVS 5.0 V9.1.1, V9.1.2, V9.2.1): only an HS256 signature made
// with the server's key, within its validity period, for the current token version, signs anyone in.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { makeUser } from '../../test/factories.ts';

const t = useTestApp();

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const dashboard = (token: string) =>
  t.request('GET', '/api/auth/dashboard', { headers: { authorization: `Bearer ${token}` } });

describe('session tokens', () => {
  it('are refused when unsigned, signed with another key or algorithm, expired or of an old version', async () => {
    const user = await makeUser(t, { verified: true });
    expect((await dashboard(user.token)).statusCode).toBe(200);
    const claims = { sub: String(user.id), v: 0 };
    const key = (secret: string) => new TextEncoder().encode(secret);
    const forged = [
      // alg "none": no signature at all.
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
      // Signed with someone else's key.
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(key('x'.repeat(64))),
      // The right key with an algorithm that is not on the list.
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512' })
        .setExpirationTime('1h')
        .sign(key(t.config.jwtSecret)),
      // The right key, expired.
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(key(t.config.jwtSecret)),
      // The right key, an older token version (after a password change).
      await new SignJWT({ ...claims, v: -1 })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(key(t.config.jwtSecret)),
      // The user's own token with its payload changed to another user.
      `${user.token.split('.')[0]}.${b64({ ...claims, sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.${user.token.split('.')[2]}`,
    ];
    for (const token of forged) {
      const res = await dashboard(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    }
  });
});
