// The contract between the API and the web app's server renderer (apps/web/src/entry-server.tsx),
// which the API loads from the web build (apps/api/src/plugins/server-render.ts).

/** What the API knows of the request a page is rendered for. */
export type ServerRenderInput = {
  /** The page's path and query, as requested. */
  url: string;
  /** One of the interface's languages (constants LANGUAGES). */
  language: string;
  /** The API answers the page's first render asks for, opened (not enveloped), by path and query. */
  answers: Record<string, unknown>;
  /** When the page is rendered (ms since the epoch): relative times are counted from it. */
  renderedAt: number;
  /** Whether the page was reached over HTTPS, from this device, or neither. */
  connection: 'secure' | 'local' | 'insecure';
  /** The render gives up (rejects) after this long. */
  timeoutMs: number;
  /** Told of an error inside a part of the page the browser will render itself. */
  onError?: (error: unknown) => void;
};

/** A rendered page: the root element's HTML, and what React hoists out of it (resource hints). */
export type ServerRendered = {
  /** `<link>` elements for the document's head: React's preloads of the page's first pictures. */
  head: string;
  /** The HTML of the app's root element. */
  html: string;
};

export type ServerRenderer = {
  /** The page rendered, or null for a page not rendered on the server. */
  render(input: ServerRenderInput): Promise<ServerRendered | null>;
};

/**
 * The deployment's configuration the web app reads at run time: the server writes it into every page
 * (apps/api/src/plugins/web.ts) and hands it to its renderer; the web checks it (config/runtime.ts).
 */
export type RuntimeConfig = {
  /** Where the API lives: a path on this origin or an http(s) URL, without a trailing slash. */
  apiBase: string;
  envelopeKey: string;
  fileHostDomain: string;
  payments: 'sandbox' | 'verotel' | 'stripe' | 'off';
  siteName: string;
  /** How the age gate checks age: self-declaration, or a provider (AGE_ASSURANCE=oidc). */
  /** How the age gate asks: self-declaration, the provider, or not at all (a region the site is not available in). */
  ageAssurance: 'self' | 'oidc' | 'blocked';
  /** The visitor's region when its law decides how the gate asks (the regional age policy: `GB`, `US-TX`). */
  ageRegion?: string;
  /**
   * Who runs the site, as the Terms of Service and Privacy Policy name them (OPERATOR_* variables),
   * and where copyright notices go (DMCA_EMAIL; the DMCA page falls back to `email` without it).
   */
  operator: { name: string; address: string; email: string; dmcaEmail?: string };
};

/** The module the web build writes for the server: one function, given the runtime configuration. */
export type ServerRenderModule = {
  createServerRenderer(config: RuntimeConfig): ServerRenderer;
};
