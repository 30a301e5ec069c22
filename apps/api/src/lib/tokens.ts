import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Sessions last 30 days; changing or resetting the password bumps the version and ends them all. */
export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

export interface SessionClaims {
  userId: number;
  tokenVersion: number;
  /** The session (sessions table) the token belongs to; absent in tokens issued before sessions were stored. */
  sessionId?: string | undefined;
}

/** How long a verified token is remembered: verifying the signature again on every request was a tenth of the server's CPU under load. */
export const VERIFIED_TOKEN_TTL_MS = 60_000;
/** Verified tokens remembered at most (least recently used dropped first). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

export function tokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  // Token → its claims and until when they may be reused without checking the signature: never past
  // the token's own expiry. Only the signature check is skipped; the session's version is still
  // compared with the account's on every request (plugins/auth.ts), so sign-outs and password
  // changes end sessions at once. Real time, like jose's own expiry check.
  const verified = new Map<string, { claims: SessionClaims; until: number }>();
  return {
    /** A signed HS256 session token. */
    sign(claims: SessionClaims): Promise<string> {
      const payload = claims.sessionId ? { v: claims.tokenVersion, sid: claims.sessionId } : { v: claims.tokenVersion };
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
        .sign(key);
    },
    /** The claims of a valid token, or null (bad signature, expired, malformed). */
    async verify(token: string): Promise<SessionClaims | null> {
      const now = Date.now();
      const known = verified.get(token);
      if (known) {
        verified.delete(token);
        if (known.until > now) {
          verified.set(token, known);
          return known.claims;
        }
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const tokenVersion = typeof payload.v === 'number' ? payload.v : NaN;
        if (!Number.isInteger(userId) || !Number.isInteger(tokenVersion)) return null;
        const claims: SessionClaims = { userId, tokenVersion };
        if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
        const until = Math.min(now + VERIFIED_TOKEN_TTL_MS, (payload.exp ?? Infinity) * 1000);
        if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, until });
        return claims;
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
