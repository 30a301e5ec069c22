// The document a page is served in: index.html with the runtime configuration, the page's preview
// tags and lazy chunks, the server-rendered root and the stylesheet written in. Strings in, a string
// out; plugins/web.ts decides which page gets which.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@packdex/shared/server-render';
import type { AgeRequirement } from '@packdex/shared/schemas';
import type { Config } from '../config.ts';
import { AGE_FLAG_SCRIPT } from './document-scripts.ts';
import { LAZY_PAGES, type LazyPage } from './page-paths.ts';
import { escapeAttr } from './page-links.ts';
import type { RenderedRoot } from './server-render.ts';

const PLACEHOLDER = '<!--packdex-config-->';
/** index.html's app shell, between these markers, gives way to the page the server rendered. */
const SHELL_START = '<!--app-shell-->';
const SHELL_END = '<!--/app-shell-->';
const ROOT_OPEN = '<div id="root">';
/** Written by the web build beside index.html (apps/web/page-chunks.ts): each lazy page's chunks. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';
const SITE_NAME_PLACEHOLDER = '<!--packdex-site-name-->';

/** How the age gate asks a visitor who needs `requirement` (the regional age policy). */
export const GATE_OF: Record<AgeRequirement, RuntimeConfig['ageAssurance']> = {
  self: 'self',
  verified: 'oidc',
  blocked: 'blocked',
};

/** How the age gate asks this visitor, and the region whose law says so. */
export type Gate = Pick<RuntimeConfig, 'ageAssurance' | 'ageRegion'>;

/** The runtime configuration the single build of the web app reads from index.html. */
export function clientConfig(config: Config): RuntimeConfig {
  return {
    apiBase: '/api',
    envelopeKey: config.envelope.key,
    fileHostDomain: config.fileHostDomain,
    payments: config.payments.mode,
    siteName: config.siteName,
    ageAssurance: config.ageAssurance.mode,
    operator: config.operator,
  };
}

export interface PagePreview {
  title: string;
  description: string;
  image: string | null;
}

/** Open Graph and Twitter tags for a shared link, so chat apps show a title and picture. */
export function previewTags(preview: PagePreview, url: string, config: Config): string {
  const image = preview.image ? new URL(preview.image, config.publicUrl).toString() : null;
  const tags = [
    ['og:site_name', config.siteName],
    ['og:type', 'website'],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', new URL(url, config.publicUrl).toString()],
    ...(image ? [['og:image', image]] : []),
  ].map(([p, c]) => `<meta property="${p}" content="${escapeAttr(c!)}">`);
  tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`);
  tags.push(`<meta name="description" content="${escapeAttr(preview.description)}">`);
  return tags.join('');
}

/**
 * The preload links of each lazy page's chunks, from the build's page-chunks.json; none for a
 * build without it or with something else in it.
 */
export function readPreloads(file: string): Partial<Record<LazyPage, string>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
  const preloads: Partial<Record<LazyPage, string>> = {};
  for (const kind of LAZY_PAGES) {
    const files = (parsed as Record<string, unknown> | null)?.[kind];
    if (!Array.isArray(files)) continue;
    preloads[kind] = files
      .filter((f): f is string => typeof f === 'string' && f.startsWith('/'))
      // Low, as the build marks the entry's (apps/web/chunk-plan.ts): the app shell paints without them.
      .map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttr(f)}">`)
      .join('');
  }
  return preloads;
}

/**
 * Renders index.html with the runtime configuration as a JSON script element, and the script that
 * marks a visitor who has confirmed their age before anything is painted (document-scripts.ts).
 */
export function renderIndexHtml(template: string, config: Config, gate: Gate): string {
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify({ ...clientConfig(config), ...gate }).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="packdex-config">${json}</script><script>${AGE_FLAG_SCRIPT}</script>`;
  const withConfig = template.includes(PLACEHOLDER)
    ? template.replace(PLACEHOLDER, () => tag)
    : template.replace('</head>', () => `${tag}</head>`);
  // The app shell's header (index.html) shows the site's name before the app renders.
  return withConfig.replace(SITE_NAME_PLACEHOLDER, () => escapeAttr(config.siteName));
}

/**
 * The document with the page the server rendered in place of the app shell, in its language, marked
 * for the browser (apps/web/src/lib/server-rendered.ts): the app attaches to it (hydrates) when the
 * visitor is the one it was rendered for.
 */
export function withRoot(html: string, root: RenderedRoot): string {
  // The root's whole content goes, the white space around the shell's markers included: React
  // attaches to the root's children and would find a text node where its first element should be.
  const open = html.indexOf(ROOT_OPEN);
  const end = html.indexOf(SHELL_END);
  const close = html.indexOf('</div>', end);
  if (open < 0 || html.indexOf(SHELL_START) < open || end < 0 || close < 0) return html;
  const marked = `<div id="root" data-server-rendered="${root.language}" data-rendered-at="${root.renderedAt}">`;
  return html
    .slice(0, open)
    .concat(marked, root.html, html.slice(close))
    .replace(/<html lang="[a-z-]*"/, `<html lang="${root.language}"`);
}

/** The largest stylesheet written into the document rather than linked (the app's is 78 KB, 13 KB gzipped). */
export const INLINE_CSS_MAX_BYTES = 160 * 1024;

/**
 * The build's stylesheets written into the document (`<style data-href>`) instead of linked: a
 * linked stylesheet blocks the first paint until it arrives, one more round trip on a phone's
 * network, and the page then raced its scripts to the first paint. Lighthouse (mobile, 3 runs
 * each): the home page's LCP 1.5-2.9 s linked, 1.24-1.30 s inline; a content page's 1.4-3.1 s,
 * 1.4-1.8 s (docs/web-performance.md). Each full page load carries the 13 KB; navigations inside
 * the app load no document. A stylesheet that is missing or larger than INLINE_CSS_MAX_BYTES stays linked.
 */
export function inlineStylesheets(html: string, webDist: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*? href="(\/assets\/[\w.-]+\.css)"[^>]*>/g, (link, href: string) => {
    const file = path.join(webDist, href);
    if (!existsSync(file) || statSync(file).size > INLINE_CSS_MAX_BYTES) return link;
    // `<` only in a string or a comment of the CSS: escaped, no text can close the element.
    const css = readFileSync(file, 'utf8').replace(/<\/(style)/gi, '<\\/$1');
    // The link stays, disabled (never fetched): Vite's loader of lazy chunks, which lists the
    // stylesheet among their dependencies, skips a stylesheet the document already links.
    return `<style data-href="${escapeAttr(href)}">${css}</style><link rel="stylesheet" href="${escapeAttr(href)}" disabled>`;
  });
}

export const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Packdex</title></head>
<body><h1>Packdex</h1><p>The web app has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></body></html>`;
