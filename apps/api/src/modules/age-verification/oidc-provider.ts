import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { badRequest } from '../../lib/errors.ts';

interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

interface Metadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

const TIMEOUT_MS = 10_000;
const ID_TOKEN_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw badRequest(`The age-assurance provider refused the ${what} (${res.status})`);
  return (await res.json()) as T;
}

/** Reads the over-18 claim (`age_over_18` or `over18`); undefined when the claims carry neither. */
export function over18Claim(claims: Record<string, unknown>): boolean | undefined {
  const value = claims.age_over_18 ?? claims.over18;
  if (value === undefined || value === null) return undefined;
  return value === true || value === 'true';
}

/**
 * An OpenID Connect provider, talked to server-to-server: discovery (its issuer must be the
 * configured one), the authorization URL (code flow with PKCE S256 and a nonce), the code exchange (client_secret_post), the ID token checked
 * against the provider's JWKS (signature, issuer, audience, expiry, nonce), and userinfo.
 */
export function oidcProvider(settings: OidcSettings) {
  let discovery: Promise<Metadata> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  const metadata = () =>
    (discovery ??= fetch(`${settings.issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
      .then((res) => json<Metadata>(res, 'discovery'))
      .then((meta) => {
        // Metadata naming another issuer could send the ID token check to another provider's keys
        // (a mix-up): it must name the configured one (the configuration drops a trailing slash).
        if (typeof meta.issuer !== 'string' || meta.issuer.replace(/\/$/, '') !== settings.issuer)
          throw badRequest('The age-assurance provider answered for another issuer than the one configured');
        return meta;
      })
      .catch((err: unknown) => {
        discovery = undefined;
        throw err;
      }));

  return {
    async authorizationUrl(p: { state: string; nonce: string; codeChallenge: string }): Promise<string> {
      const meta = await metadata();
      const url = new URL(meta.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        scope: 'openid age',
        state: p.state,
        nonce: p.nonce,
        code_challenge: p.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    /** Exchanges the code (with the PKCE verifier) and returns the verified ID token's claims and the access token. */
    async exchange(code: string, codeVerifier: string, nonce: string) {
      const meta = await metadata();
      const tokens = await json<{ id_token?: string; access_token?: string }>(
        await fetch(meta.token_endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: settings.redirectUri,
            client_id: settings.clientId,
            client_secret: settings.clientSecret,
            code_verifier: codeVerifier,
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
        'code',
      );
      if (!tokens.id_token) throw badRequest('The age-assurance provider sent no ID token');
      jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(tokens.id_token, jwks, {
          // Asymmetric signatures only: never `none`, never a MAC keyed with something public.
          algorithms: ID_TOKEN_ALGORITHMS,
          issuer: meta.issuer,
          audience: settings.clientId,
        }));
      } catch {
        throw badRequest('The ID token of the age-assurance provider could not be verified');
      }
      if (claims.nonce !== nonce) throw badRequest('The ID token does not answer this request (nonce)');
      return { claims: claims as Record<string, unknown>, accessToken: tokens.access_token };
    },

    async userinfo(accessToken: string): Promise<Record<string, unknown>> {
      const meta = await metadata();
      if (!meta.userinfo_endpoint) return {};
      return json<Record<string, unknown>>(
        await fetch(meta.userinfo_endpoint, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
        'userinfo',
      );
    },
  };
}
