// The building blocks of the environment's schema (config-variables.ts): how a variable is parsed,
// and how its documentation rides along with it (docs/configuration.md is generated from them).
import net from 'node:net';
import { z } from 'zod';

/** The development envelope key: public by design (the key ships to every browser anyway). */
export const DEV_ENVELOPE_KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

export const bool = (name: string, fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: `${name} must be true or false` })
    .default(fallback ? 'true' : 'false')
    .transform((v) => ['true', '1', 'yes'].includes(v));

/** What docs/configuration.md says of a variable: its meaning, and its default when the schema's own is not the whole story. */
export interface VariableDoc {
  meaning: string;
  /** Shown instead of the schema's default (a generated value, an unset variable's behaviour). */
  shownDefault?: string;
}

/** Documents a variable where it is parsed: docs/configuration.md is generated from these (config-reference.ts). */
export const variable = <T extends z.ZodType>(schema: T, meaning: string, shownDefault?: string): T =>
  schema.meta({ meaning, ...(shownDefault ? { shownDefault } : {}) } satisfies VariableDoc);

export const optionalUrl = (name: string, protocols: RegExp) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
      error: `${name} must be a ${protocols.source.replace(/[\\^$()]/g, '').replace(/\|/g, ' or ')} URL`,
    })
    .transform((v) => (v ? v : undefined));

/** A whole number setting of at least `min`, given as text. */
export const count = (name: string, fallback: string, min: number) =>
  z
    .string()
    .default(fallback)
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= 1_000_000, {
      error: `${name} must be a whole number from ${min} to 1000000`,
    })
    .transform(Number);

/** Proxy address sets that Fastify (proxy-addr) knows by name. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(item: string): boolean {
  if (PROXY_NAMES.includes(item) || net.isIP(item)) return true;
  const [address, prefix, ...rest] = item.split('/');
  if (rest.length || !address || !prefix || !/^\d{1,3}$/.test(prefix)) return false;
  const family = net.isIP(address);
  return family !== 0 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which X-Forwarded-For entries to believe. A hop count believes that many proxies
 * in front (each appends the address it saw, so the client's is the entry before theirs); a list
 * believes only connections from those proxies. `true` (believe any client's header) is refused:
 * it let every visitor pick the address that per-address limits and reports record.
 */
export const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const v = (raw ?? '').trim().toLowerCase();
    if (['', 'false', 'no', '0'].includes(v)) return false;
    if (['true', 'yes'].includes(v)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would believe any client-written X-Forwarded-For; give the number of proxies in front of the site (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) return Number(v);
    const items = v.split(',').map((item) => item.trim());
    const bad = items.filter((item) => !isProxyAddress(item));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a number of proxy hops or a comma-separated list of proxy addresses or CIDR ranges (not ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return items;
  });
