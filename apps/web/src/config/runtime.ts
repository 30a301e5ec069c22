import { z } from 'zod';

/** The development envelope key documented for local use; real deployments inject their own. */
export const DEV_ENVELOPE_KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

const runtimeConfigSchema = z.object({
  apiBase: z
    .string()
    .regex(/^(\/|https?:\/\/)/, { error: 'apiBase must be a path or an http(s) URL' })
    .transform((base) => base.replace(/\/+$/, '')),
  envelopeKey: z.string().regex(/^[0-9a-fA-F]{64}$/, { error: 'envelopeKey must be 64 hex characters' }),
  fileHostDomain: z.string().min(1),
  payments: z.enum(['sandbox', 'stripe', 'off']),
  siteName: z.string().min(1),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Used when the page carries no injected config (the Vite dev server). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: '/api',
  envelopeKey: DEV_ENVELOPE_KEY,
  fileHostDomain: 'files.packdex.example',
  payments: 'sandbox',
  siteName: 'Packdex',
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
  const merged = typeof raw === 'object' && raw !== null ? { ...DEFAULT_RUNTIME_CONFIG, ...raw } : raw;
  const result = runtimeConfigSchema.safeParse(merged);
  if (!result.success) {
    console.error('Runtime config is invalid; using defaults.', z.prettifyError(result.error));
    return DEFAULT_RUNTIME_CONFIG;
  }
  return result.data;
}

function readRuntimeConfig(): RuntimeConfig {
  if (typeof document === 'undefined') return DEFAULT_RUNTIME_CONFIG;
  return parseRuntimeConfig(document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent);
}

/** The configuration of this deployment, read once at start. */
export const runtimeConfig: RuntimeConfig = readRuntimeConfig();
