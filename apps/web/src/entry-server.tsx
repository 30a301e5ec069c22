// The server's renderer of the public pages: the same routes and components as the browser's app,
// rendered to HTML with react-dom/server for a visitor who is not signed in and has confirmed their
// age, from the API answers the document carries for the browser. The browser attaches to that HTML
// with hydrateRoot (main.tsx). Built by `vite build --ssr` into apps/web/dist-server and loaded by
// the API (apps/api/src/plugins/server-render.ts); docs/adr/0022-react-rendered-on-the-server-and-hydrated.md.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@packdex/shared/constants';
import type { ServerRendered, ServerRenderInput, ServerRenderer } from '@packdex/shared/server-render';
import { AppProvider } from './app/provider.tsx';
import { appRoutes } from './app/router.tsx';
import { setRuntimeConfig, type RuntimeConfig } from './config/runtime.ts';
import { isLanguage, loadLanguage } from './lib/i18n/i18n.ts';
import { setRenderScopeSource, type LanguageState, type RenderScope } from './lib/render-scope.ts';

const scopes = new AsyncLocalStorage<RenderScope>();
setRenderScopeSource(() => scopes.getStore());

// One handler for the process: a lazy route's code, once loaded, stays on its route.
const handler = createStaticHandler(appRoutes());

// Each language's texts, loaded once (six languages at most).
const languages = new Map<Language, Promise<LanguageState>>();
function language(code: Language): Promise<LanguageState> {
  let state = languages.get(code);
  if (!state) {
    state = loadLanguage(code);
    languages.set(code, state);
  }
  return state;
}

/** Collects a render's HTML. */
class Collector extends Writable {
  html = '';
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    this.html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    done();
  }
}

/**
 * React writes the resources it hoists (preloads of the first pictures) ahead of a root's HTML when
 * it renders less than a whole document: they belong in the document's head, and left in the root
 * the browser's render would not match them.
 */
function splitHoisted(html: string): ServerRendered {
  const hoisted = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
  return { head: hoisted, html: html.slice(hoisted.length) };
}

/**
 * The page at `input.url`, or null when it is not one to render on the server (a route that
 * redirects). Waits for everything (the data is already in the answers), and gives up after
 * `input.timeoutMs`: the server then sends the page without it.
 */
async function render(input: ServerRenderInput): Promise<ServerRendered | null> {
  if (!isLanguage(input.language)) throw new Error(`Unknown language: ${input.language}`);
  const scope: RenderScope = {
    language: await language(input.language),
    answers: new Map(Object.entries(input.answers)),
    renderedAt: input.renderedAt,
    connection: input.connection,
  };
  return scopes.run(scope, async () => {
    const context = await handler.query(new Request(new URL(input.url, 'http://packdex.internal')));
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await new Promise<string>((resolve, reject) => {
      const collector = new Collector();
      const timer = setTimeout(() => {
        const error = new Error(`The render of ${input.url} took over ${input.timeoutMs} ms`);
        abort(error);
        reject(error);
      }, input.timeoutMs);
      const { pipe, abort } = renderToPipeableStream(
        <StrictMode>
          <AppProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
        {
          onAllReady() {
            collector.on('finish', () => {
              clearTimeout(timer);
              resolve(collector.html);
            });
            pipe(collector);
          },
          onShellError(error) {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
          // An error inside a Suspense boundary leaves it to the browser, which renders it itself.
          onError(error) {
            input.onError?.(error);
          },
        },
      );
    });
    return splitHoisted(html);
  });
}

/** Called once by the API with the deployment's configuration; returns the renderer. */
export function createServerRenderer(config: RuntimeConfig): ServerRenderer {
  setRuntimeConfig(config);
  return { render };
}
