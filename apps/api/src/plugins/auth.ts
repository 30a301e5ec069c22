import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { TokenSigner } from '../lib/tokens.ts';
import { isStaffRole } from '@packdex/shared/constants';
import type { UsersService, Viewer } from '../modules/users/users.service.ts';
import { rolesFor, roleMayCall } from './staff-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, or null for a visitor (or a token that is no longer valid). */
    viewer: Viewer | null;
    /** Why a presented token was not accepted, when it was not. */
    tokenProblem: 'invalid' | null;
  }
}

/**
 * Reads `Authorization: Bearer …` on every request. Public routes treat a bad token as a visitor
 * (so an expired session never breaks browsing); protected routes call `requireUser`.
 */
export function registerAuth(
  app: FastifyInstance,
  users: Pick<UsersService, 'viewerForSession'>,
  tokens: TokenSigner,
): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('tokenProblem', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match ? await tokens.verify(match[1]!) : null;
    const viewer = claims ? await users.viewerForSession(claims) : null;
    if (viewer) request.viewer = viewer;
    else request.tokenProblem = 'invalid';
  });
}

/** The signed-in account, or a 401 that says why. */
export function requireUser(request: FastifyRequest): Viewer {
  if (request.viewer) return request.viewer;
  throw unauthorized(
    request.tokenProblem ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue',
  );
}

/** Told to a staff account without two-factor sign-in on every staff route: the way to enrol. */
export const ENROL_FIRST =
  'Two-factor sign-in is required for staff accounts. Set it up first: Account → Two-factor sign-in (/account/two-factor), or POST /api/auth/2fa/setup and /api/auth/2fa/enable.';

/**
 * The signed-in staff member whose role may call this route (plugins/staff-access.ts), or 401/403:
 * a member gets the 403 it always had ("Admins only", which the web translates), a staff account
 * without two-factor sign-in how to enrol, and a staff account of another role which roles may.
 */
export function requireStaff(request: FastifyRequest): Viewer {
  const viewer = requireUser(request);
  if (!isStaffRole(viewer.role)) throw forbidden('Admins only');
  if (!viewer.twoFactor) throw forbidden(ENROL_FIRST);
  const url = request.routeOptions.url;
  if (!roleMayCall(viewer.role, request.method, url)) {
    const roles = ['admin', ...rolesFor(request.method, url)];
    throw forbidden(`This needs the ${roles.join(' or ')} role`);
  }
  return viewer;
}

/** A signed-in account with a verified e-mail (docs/product.md#roles: likes and comments need one). */
export function requireVerified(request: FastifyRequest): Viewer {
  const viewer = requireUser(request);
  if (!viewer.isVerified && !viewer.isAdmin) throw forbidden('Please verify your email to like and comment');
  return viewer;
}

/**
 * A route hook for staff endpoints: the 401/403 comes before the body is validated, so a visitor
 * learns nothing about an admin call's rules from its 400s.
 */
export async function staffOnly(request: FastifyRequest): Promise<void> {
  requireStaff(request);
}
