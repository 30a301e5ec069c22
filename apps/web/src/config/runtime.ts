import type { RuntimeConfig } from '@packdex/shared/server-render';

export type { RuntimeConfig };

/** The development envelope key documented for local use; real deployments inject their own. */
export const DEV_ENVELOPE_KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

const PAYMENTS: readonly RuntimeConfig['payments'][] = ['sandbox', 'verotel', 'stripe', 'off'];
const AGE_ASSURANCE: readonly RuntimeConfig['ageAssurance'][] = ['self', 'oidc', 'blocked'];

const text = (v: unknown): v is string => typeof v === 'string' && v !== '';
const oneOf = <T extends string>(values: readonly T[], v: unknown): v is T => values.includes(v as T);

/**
 * Checked by hand, not with zod: this runs on every first page, and zod would be its largest
 * library (docs/web-performance.md). Returns what is wrong, one line per field.
 */
function problems(c: Record<string, unknown>): string[] {
  const found: string[] = [];
  if (!text(c.apiBase) || !/^(\/|https?:\/\/)/.test(c.apiBase)) found.push('apiBase must be a path or an http(s) URL');
  if (!text(c.envelopeKey) || !/^[0-9a-fA-F]{64}$/.test(c.envelopeKey))
    found.push('envelopeKey must be 64 hex characters');
  if (!text(c.fileHostDomain)) found.push('fileHostDomain must be a host name');
  if (!oneOf(PAYMENTS, c.payments)) found.push(`payments must be one of: ${PAYMENTS.join(', ')}`);
  if (!text(c.siteName)) found.push('siteName must not be empty');
  if (!oneOf(AGE_ASSURANCE, c.ageAssurance)) found.push(`ageAssurance must be one of: ${AGE_ASSURANCE.join(', ')}`);
  return found;
}

/** Used when the page carries no injected config (the Vite dev server). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: '/api',
  envelopeKey: DEV_ENVELOPE_KEY,
  fileHostDomain: 'files.packdex.example',
  payments: 'sandbox',
  siteName: 'Packdex',
  ageAssurance: 'self',
  // Placeholders for the Vite dev server; the API sends its own (OPERATOR_*).
  operator: { name: 'Packdex', address: 'Example City', email: 'legal@packdex.local' },
};

export const RUNTIME_CONFIG_ELEMENT_ID = 'packdex-config';

/**
 * Parses the JSON the server injects into index.html. Missing fields take their default; an
 * unreadable or invalid config is reported and replaced by the defaults as a whole.
 */
export function parseRuntimeConfig(text: string | null | undefined): RuntimeConfig {
  if (text == null || text.trim() === '') return DEFAULT_RUNTIME_CONFIG;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    console.error('Runtime config is not valid JSON; using defaults.', error);
    return DEFAULT_RUNTIME_CONFIG;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    console.error('Runtime config is not an object; using defaults.');
    return DEFAULT_RUNTIME_CONFIG;
  }
  const merged: Record<string, unknown> = { ...DEFAULT_RUNTIME_CONFIG, ...raw };
  const wrong = problems(merged);
  if (wrong.length) {
    console.error(`Runtime config is invalid; using defaults.\n${wrong.join('\n')}`);
    return DEFAULT_RUNTIME_CONFIG;
  }
  const config = merged as RuntimeConfig;
  return {
    apiBase: config.apiBase.replace(/\/+$/, ''),
    envelopeKey: config.envelopeKey,
    fileHostDomain: config.fileHostDomain,
    payments: config.payments,
    siteName: config.siteName,
    ageAssurance: config.ageAssurance,
    // A region code or nothing: only ever shown as text.
    ...(typeof config.ageRegion === 'string' && /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/.test(config.ageRegion)
      ? { ageRegion: config.ageRegion }
      : {}),
    // Not checked here: the server's own schema (OPERATOR_*) is, and the legal pages only show it as
    // text. Checking it on every first page would cost the first page's budget for nothing.
    operator: config.operator,
  };
}

function readRuntimeConfig(): RuntimeConfig {
  if (typeof document === 'undefined') return DEFAULT_RUNTIME_CONFIG;
  return parseRuntimeConfig(document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent);
}

/** The configuration of this deployment, read once at start. */
export const runtimeConfig: RuntimeConfig = { ...readRuntimeConfig() };

/**
 * The server's renderer (entry-server.tsx) has no document to read: it gives the deployment's
 * configuration, the same the server writes into every page, once before it renders.
 */
export function setRuntimeConfig(config: RuntimeConfig): void {
  Object.assign(runtimeConfig, parseRuntimeConfig(JSON.stringify(config)));
}
