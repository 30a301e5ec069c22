import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * A library loaded the first time it is used instead of at start-up. The default setup (SQLite, no
 * Redis, no SMTP relay, no Stripe, no upload yet) never needs sharp, pg, ioredis, nodemailer or the
 * Stripe SDK, and loading them all cost about 20 MB of resident memory per process before it served
 * a request (docs/operations.md, "Memory"). Every one of them loads synchronously on Node ≥ 22.
 */
export function onUse<T>(
  name: 'sharp' | 'sharp-phash' | 'pdfkit' | 'pg' | 'ioredis' | 'nodemailer' | 'stripe',
): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load(name) as T);
}
