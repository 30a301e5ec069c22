import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { TokenSigner } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor (or a token that is no longer valid). */
    user: UserRow | null;
    /** Why a presented token was not accepted, when it was not. */
    tokenProblem: 'invalid' | null;
  }
}

/**
 * Reads `Authorization: Bearer …` on every request. Public routes treat a bad token as a visitor
 * (so an expired session never breaks browsing); protected routes call `requireUser`.
 */
export function registerAuth(app: FastifyInstance, db: Kysely<DB>, tokens: TokenSigner): void {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenProblem', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match ? await tokens.verify(match[1]!) : null;
    const user = claims
      ? await db.selectFrom('users').selectAll().where('id', '=', claims.userId).executeTakeFirst()
      : undefined;
    if (user && claims && user.token_version === claims.tokenVersion) {
      request.user = user;
    } else {
      request.tokenProblem = 'invalid';
    }
  });
}

/** The signed-in user, or a 401 that says why. */
export function requireUser(request: FastifyRequest): UserRow {
  if (request.user) return request.user;
  throw unauthorized(
    request.tokenProblem ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue',
  );
}

/** The signed-in admin, or 401/403. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.is_admin !== 1) throw forbidden('Admins only');
  return user;
}

/** A signed-in user with a verified e-mail (likes and comments need one, spec §6). */
export function requireVerified(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.is_verified !== 1 && user.is_admin !== 1) throw forbidden('Please verify your email to like and comment');
  return user;
}
