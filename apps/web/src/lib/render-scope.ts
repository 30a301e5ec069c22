// What a render reads that a browser keeps in module state. In the browser there is one visitor, so
// the active language and the page's first answers live in their modules. The server renders many
// pages at once in one process (entry-server.tsx): each render runs inside its own scope, which
// those modules consult first (docs/adr/0022-react-rendered-on-the-server-and-hydrated.md).
import type { Language } from '@packdex/shared/constants';
import type { ConnectionKind } from '@packdex/shared/language';

/** The interface's language and its loaded texts (lib/i18n/i18n.ts). */
export type LanguageState = {
  active: Language;
  messages: Map<string, string>;
  loaded: Set<string>;
};

export type RenderScope = {
  language: LanguageState;
  /** The API answers the page's first render asks for, opened, by path and query (lib/first-answers.ts). */
  answers: ReadonlyMap<string, unknown>;
  /** The time the page is rendered at, in ms: relative times ("5m ago") are counted from it. */
  renderedAt: number;
  connection: ConnectionKind;
};

let source: () => RenderScope | undefined = () => undefined;

/** The server's renderer says where the scope of the render under way is (an AsyncLocalStorage). */
export function setRenderScopeSource(find: () => RenderScope | undefined): void {
  source = find;
}

/** The scope of the server render under way; undefined in the browser. */
export function renderScope(): RenderScope | undefined {
  return source();
}

/**
 * While the browser attaches to the server's HTML (hydration), the page's first render must produce
 * exactly that HTML: relative times are counted from the time the server rendered it, carried in
 * the document, not from now. Set before `hydrateRoot` and cleared once hydration has committed.
 */
let hydrationTime: number | null = null;

export function beginHydration(renderedAt: number): void {
  hydrationTime = renderedAt;
}

export function endHydration(): void {
  hydrationTime = null;
}

/** "Now" for what a render shows: the server render's time, the hydrated document's, or the clock. */
export function renderNow(): Date {
  return new Date(source()?.renderedAt ?? hydrationTime ?? Date.now());
}
