import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Sessions last 30 days; changing or resetting the password bumps the version and ends them all. */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

export interface SessionClaims {
  userId: number;
  tokenVersion: number;
}

export function tokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    /** A signed HS256 session token. */
    sign(claims: SessionClaims): Promise<string> {
      return new SignJWT({ v: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
        .sign(key);
    },
    /** The claims of a valid token, or null (bad signature, expired, malformed). */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const tokenVersion = typeof payload.v === 'number' ? payload.v : NaN;
        return Number.isInteger(userId) && Number.isInteger(tokenVersion) ? { userId, tokenVersion } : null;
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof tokenSigner>;

/** A single-use e-mail token: 256 random bits for the link, only its SHA-256 stored. */
export function newEmailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashEmailToken(token) };
}

export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
