import type { FastifyRequest } from 'fastify';

/** Log lines never carry credentials: these paths are replaced before a line is written. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.authorization',
  '*.headers.authorization',
  '*.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.jwtSecret',
  '*.secretAccessKey',
];

// Query parameters that carry a secret: e-mail links (token), OAuth/OIDC answers (code, state
// tokens), signed URLs (signature, sig, key) and anything named like a password or session.
const SECRET_PARAM = /token|secret|passw|signature|^sig$|^code$|^key$|api[-_]?key|auth|session|jwt|otp/i;

/** The URL with the value of every secret-bearing query parameter replaced, for logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const raw = eq === -1 ? pair : pair.slice(0, eq);
      let name = raw;
      try {
        name = decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is kept as written; it is still tested as a name.
      }
      return eq !== -1 && SECRET_PARAM.test(name) ? `${raw}=[redacted]` : pair;
    });
  return `${url.slice(0, q + 1)}${pairs.join('&')}`;
}

/**
 * The request as every log line shows it (Fastify's default fields). It never includes headers,
 * so the Authorization header cannot reach a log, and query-string secrets are redacted.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
