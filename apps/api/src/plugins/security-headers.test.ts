import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' as const },
};

describe('security headers', () => {
  it("are helmet's, computed once from the options", () => {
    const headers = securityHeaders(options);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(securityHeaders({ ...options, frameguard: false })['x-frame-options']).toBeUndefined();
  });

  it('go with every answer: a route, a 404 and an error', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/ok', () => ({ ok: true }));
    app.get('/fails', () => {
      throw new Error('boom');
    });
    for (const [url, status] of [
      ['/ok', 200],
      ['/missing', 404],
      ['/fails', 500],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    await app.close();
  });
});
