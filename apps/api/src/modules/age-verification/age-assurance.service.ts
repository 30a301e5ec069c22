import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { sitePath, type AgeAssurance, type AgeAssuranceStatus } from '@packdex/shared/schemas';
import type { Config } from '../../config.ts';
import { clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AgeAssuranceRepository } from './age-assurance.repository.ts';
import { over18Claim, oidcProvider } from './oidc-provider.ts';

/** How long a browser's assurance lasts before the provider is asked again. */
export const ASSURANCE_TTL_SECONDS = 30 * 86_400;
export const ASSURANCE_COOKIE = 'packdex_age';
/** Binds a started check to the browser that started it: the callback must come with it. */
export const FLOW_COOKIE = 'packdex_age_flow';
export const FLOW_TTL_SECONDS = 10 * 60;

/** The value of one cookie of a Cookie header. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/** Of a browser's Cookie header, only the provider's answer (`packdex_age=…`), to ask the API with. */
export function assuranceCookie(header: string | undefined): string | undefined {
  const value = cookieOf(header, ASSURANCE_COOKIE);
  return value ? `${ASSURANCE_COOKIE}=${value}` : undefined;
}

const random = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();

interface Deps {
  states: AgeAssuranceRepository;
  settings: Config['ageAssurance'];
  jwtSecret: string;
}

/**
 * The age-assurance provider hook (docs/trust-and-safety.md#age-assurance). With AGE_ASSURANCE=oidc
 * the age gate sends the visitor to the provider (authorization code + PKCE S256, a state stored
 * hashed, single-use, 10 minutes, and bound to the browser by a cookie); the callback exchanges the code server-to-server, verifies the ID
 * token with the provider's JWKS, reads an over-18 claim (ID token, else userinfo) and keeps only
 * {over18, provider, method, verifiedAt} in a signed cookie. No identity data is stored.
 */
export function ageAssuranceService({ states, settings, jwtSecret }: Deps) {
  const provider = settings.mode === 'oidc' ? oidcProvider(settings) : undefined;
  const key = new TextEncoder().encode(`age-assurance:${jwtSecret}`);
  const providerName = settings.mode === 'oidc' ? new URL(settings.issuer).host : 'self';

  function enabled() {
    if (!provider) throw notFound('Age assurance by a provider is not enabled on this site');
    return provider;
  }

  /** The assurance a cookie carries, when its signature and age check out. */
  async function status(cookie: string | undefined): Promise<AgeAssuranceStatus> {
    if (!cookie) return { mode: settings.mode, assurance: null };
    try {
      const { payload } = await jwtVerify(cookie, key, {
        algorithms: ['HS256'],
        currentDate: new Date(clock.millis()),
      });
      const { over18, provider: by, method, verifiedAt } = payload as Record<string, unknown>;
      if (typeof over18 !== 'boolean' || typeof by !== 'string' || typeof method !== 'string') throw new Error();
      return {
        mode: settings.mode,
        assurance: { over18, provider: by, method, verifiedAt: String(verifiedAt) },
      };
    } catch {
      return { mode: settings.mode, assurance: null };
    }
  }

  return {
    mode: settings.mode,

    /** The provider's authorization URL for a new, stored state, and the state for the browser's flow cookie. */
    async start(returnTo: string): Promise<{ url: string; state: string }> {
      const oidc = enabled();
      const state = random();
      const codeVerifier = random();
      const nonce = random();
      const now = clock.millis();
      await states.purgeExpired(new Date(now).toISOString());
      await states.insert({
        stateHash: sha256(state).toString('hex'),
        codeVerifier,
        nonce,
        returnTo,
        expiresAt: new Date(now + FLOW_TTL_SECONDS * 1000).toISOString(),
        at: new Date(now).toISOString(),
      });
      const url = await oidc.authorizationUrl({
        state,
        nonce,
        codeChallenge: sha256(codeVerifier).toString('base64url'),
      });
      return { url, state };
    },

    /**
     * Checks the state (not this browser's, unknown, used or expired → 400), exchanges the code and
     * reads the claim. `flowState` is the state of the browser's flow cookie.
     */
    async callback(
      q: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      flowState: string | undefined,
    ): Promise<{ returnTo: string; assurance: AgeAssurance | null }> {
      const oidc = enabled();
      if (!q.state) throw badRequest('The provider answer has no state');
      // A check started in another browser (a callback link handed on) proves nothing about this one.
      if (q.state !== flowState) throw badRequest('This age check was started in another browser; please start again');
      const row = await states.take(sha256(q.state).toString('hex'));
      if (!row) throw badRequest('This age check is unknown or was already used; please start again');
      if (new Date(row.expires_at).getTime() < clock.millis())
        throw badRequest('This age check expired; please start again');
      // A check stored before paths were resolved as a browser resolves them goes home instead.
      const returnTo = sitePath(row.return_to) ?? '/';
      if (q.error || !q.code) return { returnTo, assurance: null };
      const { claims, accessToken } = await oidc.exchange(q.code, row.code_verifier, row.nonce);
      let over18 = over18Claim(claims);
      if (over18 === undefined && accessToken) over18 = over18Claim(await oidc.userinfo(accessToken));
      return {
        returnTo,
        assurance: {
          over18: over18 === true,
          provider: providerName,
          method: 'oidc',
          verifiedAt: clock.now().toISOString(),
        },
      };
    },

    /** The signed cookie value holding only the assurance. */
    seal: (assurance: AgeAssurance): Promise<string> =>
      new SignJWT({ ...assurance })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(Math.floor(clock.millis() / 1000))
        .setExpirationTime(Math.floor(clock.millis() / 1000) + ASSURANCE_TTL_SECONDS)
        .sign(key),

    /**
     * Whether a browser's Cookie header carries the provider's valid answer that its visitor is 18 or
     * over: what the catalogue is withheld until with AGE_ASSURANCE=oidc (plugins/age-assured.ts).
     */
    async isAdult(cookieHeader: string | undefined): Promise<boolean> {
      const cookie = cookieOf(cookieHeader, ASSURANCE_COOKIE);
      if (!cookie) return false;
      return (await status(cookie)).assurance?.over18 === true;
    },

    status,
  };
}
export type AgeAssuranceService = ReturnType<typeof ageAssuranceService>;
