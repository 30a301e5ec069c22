// The interface's language (docs/i18n.md). English is the source: every text is written in English,
// exactly as the product spec gives it, inside `t('…')`, and English needs no catalogue at all. The
// other languages' catalogues (src/locales/<language>/<area>.json, keyed by the English text) are
// loaded before the app renders in that language; only the active language is ever downloaded.
import { Fragment, createElement, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '@packdex/shared/constants';
import { formatNumber } from '@packdex/shared/utils';
import { formatParts } from '@packdex/shared/message-format';
import { renderScope, type LanguageState } from '../render-scope.ts';

type Catalogue = Record<string, string>;
type Values = Record<string, string | number>;

/** The catalogue areas: one per feature folder, `shell` for the rest (app, components, lib…). */
export const AREAS = [
  'shell',
  'age-gate',
  'auth',
  'account',
  'catalogue',
  'legal',
  'premium',
  'support',
  'admin',
] as const;
export type Area = (typeof AREAS)[number];
/** Loaded with their pages' code: the admin's (never for a visitor) and the legal pages' long prose. */
const ON_DEMAND: readonly Area[] = ['admin', 'legal'];

/**
 * A language's catalogue of an area. The browser's build names each catalogue's file by its area,
 * its language and one hash of them all (catalogue-chunks.ts), beside this code's own file: the
 * address is composed here, where a list of all 50 files would be the first page's download. The
 * dev server and the server's renderer read them through a glob.
 */
const files =
  import.meta.env.DEV || import.meta.env.SSR
    ? import.meta.glob<Catalogue>('../../locales/*/*.json', { import: 'default' })
    : null;
const loadCatalogue = (language: Language, area: Area): Promise<Catalogue> | undefined =>
  files
    ? files[`../../locales/${language}/${area}.json`]?.()
    : import(/* @vite-ignore */ `./${area}-${language}${__CATALOGUE_SUFFIX__}`).then(
        (module: { default: Catalogue }) => module.default,
      );

/** The browser's: one visitor, one language at a time. A server render brings its own (render-scope.ts). */
const browser: LanguageState = { active: 'en', messages: new Map(), loaded: new Set() };
const state = (): LanguageState => renderScope()?.language ?? browser;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language the interface is in now. */
export function currentLanguage(): Language {
  return state().active;
}

async function loadAreas(language: Language, areas: readonly Area[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  await Promise.all(
    areas.map(async (area) => {
      const catalogue = loadCatalogue(language, area);
      if (!catalogue) return;
      for (const [key, value] of Object.entries(await catalogue)) found.set(key, value);
    }),
  );
  return found;
}

/**
 * Switches the interface to a language, once its catalogues (all but the on-demand ones) are here.
 * Rejects when they cannot be loaded (the caller stays in the language it had).
 */
export async function activateLanguage(language: Language): Promise<void> {
  const { loaded, messages } = browser;
  // An on-demand area already in use (the admin pages were opened) comes along in the new language.
  const inUse = new Set([...loaded].map((key) => key.slice(key.indexOf('/') + 1)));
  const areas = AREAS.filter((area) => !ON_DEMAND.includes(area) || inUse.has(area));
  const found = language === 'en' ? new Map<string, string>() : await loadAreas(language, areas);
  messages.clear();
  for (const [key, value] of found) messages.set(key, value);
  loaded.clear();
  for (const area of areas) loaded.add(`${language}/${area}`);
  browser.active = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * A language with every area a visitor's page may show (all but the admin's), for the server's
 * renders (entry-server.tsx), which each carry their language in their scope.
 */
export async function loadLanguage(language: Language): Promise<LanguageState> {
  const areas = AREAS.filter((area) => area !== 'admin');
  const messages = language === 'en' ? new Map<string, string>() : await loadAreas(language, areas);
  return { active: language, messages, loaded: new Set(areas.map((area) => `${language}/${area}`)) };
}

/** Loads an on-demand area (the admin's or the legal pages' texts) for the active language; the route loaders await it. */
export async function loadArea(area: Area): Promise<void> {
  const current = state();
  const language = current.active;
  if (current.loaded.has(`${language}/${area}`)) return;
  if (language === 'en') {
    current.loaded.add(`${language}/${area}`);
    return;
  }
  const found = await loadAreas(language, [area]);
  if (current.active !== language) return;
  for (const [key, value] of found) current.messages.set(key, value);
  current.loaded.add(`${language}/${area}`);
}

const number = (n: number) => formatNumber(n, 0, currentLanguage());

/**
 * Texts shown in English while another language is active, because its catalogue lacks them: kept
 * on `window.__missingTexts` so the browser tests can fail on a page that shows one.
 */
const missing = new Set<string>();
if (typeof window !== 'undefined') (window as unknown as { __missingTexts: Set<string> }).__missingTexts = missing;

function lookup(source: string): string {
  const { messages, active } = state();
  const message = messages.get(source);
  if (message !== undefined) return message;
  if (active !== 'en' && typeof window !== 'undefined') missing.add(source);
  return source;
}

/**
 * The text in the active language: `t('Sign In')`, `t('Page {page} of {total}', { page, total })`,
 * `t('{count, plural, one {# like} other {# likes}}', { count })`. Call it while rendering (or in an
 * event handler), never at a module's top level: the language can change after a module loads.
 * A text with no translation yet shows in English.
 */
export function t(source: string, values?: Values): string {
  const message = lookup(source);
  if (!values && !message.includes('{')) return message;
  return formatParts(message, values, currentLanguage(), number).join('');
}

/**
 * A text from the server or a schema (listed in server-messages.ts) in the interface's language: its
 * translation when a catalogue has one, else the text unchanged. Such a text is not a message with
 * arguments, so braces in it are taken literally. Call it while rendering or in a handler, like t().
 */
export function serverMessage(text: string): string {
  return text.includes('{') ? text : t(text);
}

/**
 * A text with React elements inside it: `tx('Read the {terms}.', { terms: <Link …>{t('Terms')}</Link> })`.
 */
export function tx(source: string, values: Record<string, ReactNode | string | number>): ReactNode {
  const message = lookup(source);
  const parts = formatParts<ReactNode>(message, values, currentLanguage(), number);
  return parts.map((part, index) => createElement(Fragment, { key: index }, part));
}

/**
 * Marks a text for translation where it is written outside a render (a module-level list of links,
 * a map of labels) and returns it unchanged; the code passes it through `t()` when it shows it.
 */
export function msg<S extends string>(source: S): S {
  return source;
}
