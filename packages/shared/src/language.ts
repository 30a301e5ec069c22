import { LANGUAGES, type Language } from './constants.ts';

/** The interface language a tag names ("fr-CA" → fr), or null for one the site does not have. */
function known(value: string | null | undefined): Language | null {
  const base = value?.trim().toLowerCase().split('-')[0];
  return base && LANGUAGES.includes(base as Language) ? (base as Language) : null;
}

/**
 * The language to show: the address's (`?lang=`, docs/adr/0024-a-language-in-the-address.md), else the signed-in user's profile, else the visitor's own choice from the footer
 * (stored in the browser), else the first of the browser's preferred languages the site has
 * ("fr-CA" → fr), else English. The web app decides with it, and the server guesses the same way
 * for the pages it renders (from the `Accept-Language` header and the choice's cookie).
 */
export function pickLanguage(input: {
  url?: string | null;
  profile?: string | null;
  stored?: string | null;
  preferred?: readonly string[];
}): Language {
  return (
    known(input.url) ??
    known(input.profile) ??
    known(input.stored) ??
    (input.preferred ?? []).map(known).find((language): language is Language => language !== null) ??
    'en'
  );
}

/**
 * The language tags of an `Accept-Language` header, most wanted first (as the browser's
 * `navigator.languages`, from which browsers write the header); tags refused with q=0 are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The cookie the web app writes beside the stored choice of language, for the server's renders. */
export const LANGUAGE_COOKIE = 'packdex-locale';

/** How a page was reached: over HTTPS, from this device, or neither (the header's indicator). */
export type ConnectionKind = 'secure' | 'local' | 'insecure';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The kind of connection a page at `protocol` ("https:" or "https") and `hostname` came over. */
export function connectionKind(protocol: string, hostname: string): ConnectionKind {
  if (protocol.replace(/:$/, '') === 'https') return 'secure';
  if (LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost')) return 'local';
  return 'insecure';
}

/** The query parameter naming a page's language: `?lang=de`; English, the default, has none. */
export const LANGUAGE_PARAM = 'lang';

/** The language an address's query string (`?lang=de&page=2`, with or without `?`) names, or null for none or an unknown one. */
export function urlLanguage(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return value !== null && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}

/**
 * An address (path and query) in `language`: its `lang` parameter set to it, or dropped for English,
 * the other parameters kept in their order.
 */
export function addressIn(address: string, language: Language): string {
  const at = address.indexOf('?');
  const path = at < 0 ? address : address.slice(0, at);
  const params = new URLSearchParams(at < 0 ? '' : address.slice(at + 1));
  params.delete(LANGUAGE_PARAM);
  if (language !== 'en') params.set(LANGUAGE_PARAM, language);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
