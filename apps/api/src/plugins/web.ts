import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RTA_LABEL } from '@packdex/shared/constants';
import type { AgeAssessment } from '@packdex/shared/schemas';
import { addressIn, urlLanguage } from '@packdex/shared/language';
import type { Config } from '../config.ts';
import { deferAppScripts } from './document-scripts.ts';
import { firstAnswersTag } from './first-answers.ts';
import type { FirstPage } from './first-answers.ts';
import { isStaticPage, itemPage, lazyPage, tagPage, type LazyPage } from './page-paths.ts';
import { escapeAttr, feedLink, pageLinks } from './page-links.ts';
import { registerPictureFiles } from './picture-files.ts';
import { publicHostWatch } from './public-url-check.ts';
import { requestLanguage, serverRendering, type RenderedRoot } from './server-render.ts';
import {
  clientConfig,
  GATE_OF,
  inlineStylesheets,
  NOT_BUILT,
  PAGE_CHUNKS_FILE,
  previewTags,
  readPreloads,
  renderIndexHtml,
  withRoot,
  type Gate,
  type PagePreview,
} from './web-document.ts';

import type { Language } from '@packdex/shared/constants';

/** What a page's document is made from beyond the built app. */
export interface PageSources {
  /** An item page's Open Graph preview. */
  preview?: (kind: 'content' | 'model' | 'tag', slug: string, language?: Language) => Promise<PagePreview | null>;
  /** The API's first answers of a page, asked as the visitor at `ip` with their Cookie header. */
  firstAnswers?: (pagePath: string, ip: string, cookie: string | undefined) => Promise<FirstPage>;
  /**
   * Whether the document may carry anything of the catalogue (AGE_ASSURANCE=oidc: the provider said
   * the visitor is 18 or over, plugins/age-assured.ts); without it, the app shell only.
   */
  isAdult?: (request: FastifyRequest) => Promise<boolean>;
  /**
   * What the visitor needs before the catalogue is shown (the regional age policy): the document
   * tells the age gate (its `ageAssurance` and `ageRegion`), and is rendered by the server only for `self`.
   */
  assessment?: (request: FastifyRequest) => Promise<AgeAssessment>;
  /** Spends a read of the address's budget (READ_RATE_LIMIT) on a preview lookup; false when spent. */
  withinBudget?: (ip: string) => Promise<boolean>;
}

/**
 * Serves uploads and the built single-page app. Unknown /api paths answer JSON 404; every other
 * GET that wants HTML gets index.html so client-side routes work on a deep link or reload. A public
 * page's document carries the API answers its first render needs (`firstAnswers`), so the page
 * renders once, with its data, without waiting for its own requests (docs/web-performance.md).
 */
export async function registerWeb(app: FastifyInstance, config: Config, sources: PageSources = {}): Promise<void> {
  const {
    preview = () => Promise.resolve(null),
    firstAnswers = () => Promise.resolve({ answers: {}, image: null }),
    isAdult = () => Promise.resolve(true),
    assessment,
    withinBudget = () => Promise.resolve(true),
  } = sources;
  registerPictureFiles(app, config);
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
      // Uploaded files are data, never documents: no scripts even if one is opened directly.
      res.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });

  // The RTA label as a header on every HTML page (the meta tag of index.html says the same), so
  // filters that read headers only still see an adult site.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) reply.header('Rating', RTA_LABEL);
    return payload;
  });

  const indexFile = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  // Rendered once per build: a rebuild while the server runs is picked up on the next request.
  type Rendered = {
    mtimeMs: number;
    /** index.html with its stylesheet written in, read once per build. */
    template: string;
    html: Map<string, string>;
    preloads: Partial<Record<LazyPage, string>>;
  };
  let rendered: Rendered = { mtimeMs: -1, template: '', html: new Map(), preloads: {} };
  const current = (gate: Gate): { html: string; preloads: Rendered['preloads'] } => {
    if (!existsSync(indexFile)) return { html: NOT_BUILT, preloads: {} };
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== rendered.mtimeMs)
      rendered = {
        mtimeMs,
        template: inlineStylesheets(readFileSync(indexFile, 'utf8'), config.webDist),
        html: new Map(),
        preloads: readPreloads(path.join(config.webDist, PAGE_CHUNKS_FILE)),
      };
    // One document per way the gate asks and region (a few hundred at most), each rendered once per build.
    const key = `${gate.ageAssurance} ${gate.ageRegion ?? ''}`;
    let html = rendered.html.get(key);
    if (html === undefined) rendered.html.set(key, (html = renderIndexHtml(rendered.template, config, gate)));
    return { html, preloads: rendered.preloads };
  };

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  /**
   * index.html with `head` added to its head, and the page the server rendered (`root`) in place of
   * the app shell. The document of a lazy page (`url`) also preloads the page's chunks, which would
   * otherwise start only once the entry has run.
   */
  const sendIndex = (
    reply: FastifyReply,
    head = '',
    url?: string,
    root: RenderedRoot | null = null,
    gate: Gate = { ageAssurance: config.ageAssurance.mode },
  ) => {
    const { html, preloads } = current(gate);
    const page = url === undefined ? null : lazyPage(url.split('?')[0] ?? '');
    const extra = (page ? (preloads[page] ?? '') : '') + head + (root?.head ?? '');
    // A page with a title of its own (a tag's) in place of the app's.
    const titled = extra.includes('<title>') ? html.replace(/<title>[^<]*<\/title>/, '') : html;
    const headed = extra ? titled.replace('</head>', () => `${extra}</head>`) : titled;
    // An address in a language says so before the app renders (a rendered root says its own).
    const language = url === undefined ? null : urlLanguage(url.split('?')[1] ?? '');
    const withHead = language ? headed.replace(/<html lang="[a-z-]*"/, `<html lang="${language}"`) : headed;
    return reply
      .status(200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(root ? deferAppScripts(withRoot(withHead, root)) : withHead);
  };

  /**
   * An item page's preview tags, and a model page's feed link (only for a model that is shown); none
   * without `adult` (AGE_ASSURANCE=oidc: the provider's answer).
   */
  async function headFor(request: FastifyRequest, adult: boolean): Promise<string> {
    const pathname = request.url.split('?')[0] ?? '';
    const tag = tagPage(pathname);
    if (tag !== null) return adult ? await tagHead(request, tag) : '';
    const page = itemPage(pathname);
    // A lookup in the database like any API read: counted in the same budget, skipped past it.
    if (!page || !adult || !(await withinBudget(request.ip))) return '';
    try {
      const found = await preview(page.kind, page.slug);
      if (!found) return '';
      const feed =
        page.kind === 'model'
          ? feedLink(`${config.publicUrl}/model/${encodeURIComponent(page.slug)}/feed.atom`, found.title)
          : '';
      return previewTags(found, pathname, config) + feed;
    } catch {
      return '';
    }
  }

  /** A tag page's title, description and preview tags, in the page's language. */
  async function tagHead(request: FastifyRequest, slug: string): Promise<string> {
    if (!(await withinBudget(request.ip))) return '';
    try {
      const found = await preview('tag', slug, requestLanguage(request));
      if (!found) return '';
      return `<title>${escapeAttr(found.title)}</title>` + previewTags(found, request.url.split('?')[0] ?? '', config);
    } catch {
      return '';
    }
  }

  const renderRoot = serverRendering(config.webDist, { ...clientConfig(config), ageAssurance: 'self' }, app.log);
  /**
   * How the age gate asks this visitor. The server renders a page for a visitor who confirms their
   * age by themselves; where the provider is needed the browser renders it once the provider has answered.
   */
  async function gateOf(request: FastifyRequest): Promise<Gate> {
    if (!assessment) return { ageAssurance: config.ageAssurance.mode };
    const { requirement, region } = await assessment(request);
    return { ageAssurance: GATE_OF[requirement], ...(region && requirement !== 'self' ? { ageRegion: region } : {}) };
  }

  /**
   * The first answers (and the preload of the largest picture) for a GET of a page without a query
   * string, and the page rendered from them; none if asking fails.
   */
  async function pageFor(
    request: FastifyRequest,
    adult: boolean,
    renders: boolean,
  ): Promise<{ head: string; root: RenderedRoot | null }> {
    // A page's address in a language (`?lang=de`) is the page: any other parameter is a list's filter.
    const pagePath = addressIn(request.url, 'en');
    if (request.method !== 'GET' || !hasWeb || pagePath.includes('?') || !adult) return { head: '', root: null };
    try {
      const { answers, image } = await firstAnswers(pagePath, request.ip, request.headers.cookie);
      const preload = image ? `<link rel="preload" as="image" href="${escapeAttr(image)}" fetchpriority="high">` : '';
      // Rendered when the page's own answer is there (a missing item's page is the browser's to
      // tell), or when it needs none (the legal pages).
      const wanted = Object.keys(answers).length > 0 || isStaticPage(pagePath);
      const root = renders && wanted ? await renderRoot(request, answers, config.envelope.key) : null;
      return { head: preload + firstAnswersTag(answers), root };
    } catch (error) {
      request.log.warn({ err: error }, 'could not gather the first answers of a page');
      return { head: '', root: null };
    }
  }

  // A page asked for at another address than PUBLIC_URL's: said once in the log (public-url-check.ts).
  const watchHost = publicHostWatch(config.publicUrl, app.log);

  // Canonical and language links: the same for every visitor, age-checked or not (no catalogue in them).
  const linksOf = (request: FastifyRequest) => pageLinks(request.url, config.publicUrl, config.siteName);

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    watchHost(request);
    const gate = await gateOf(request);
    const { head, root } = await pageFor(request, await isAdult(request), gate.ageAssurance === 'self');
    return sendIndex(reply, linksOf(request) + head, request.url, root, gate);
  });
  app.get('/index.html', { schema: { hide: true } }, async (request, reply) =>
    sendIndex(reply, '', undefined, null, await gateOf(request)),
  );

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/uploads/');
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      (wantsHtml || !path.extname(request.url.split('?')[0] ?? ''))
    ) {
      watchHost(request);
      // Asked once per document: the cookie's signature is checked for both.
      const adult = await isAdult(request);
      const gate = await gateOf(request);
      const [preview, page] = await Promise.all([
        headFor(request, adult),
        pageFor(request, adult, gate.ageAssurance === 'self'),
      ]);
      return sendIndex(reply, linksOf(request) + preview + page.head, request.url, page.root, gate);
    }
    return reply
      .status(404)
      .send({ error: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}
