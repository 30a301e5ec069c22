// The e-mails' language (docs/i18n.md#e-mails). Every text a mail sends is written in English, as the
// product sends it, inside `translate(language, '…', values)` (or a `translator(language)` bound to
// one language), in the web's message syntax (packages/shared/src/message-format.ts). English is
// its own key; the other languages' texts are in src/locales/<language>.json, keyed by the English
// text. The catalogue test (translate.test.ts) fails when a text lacks a translation.
import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@packdex/shared/constants';
import { formatParts } from '@packdex/shared/message-format';
import { formatNumber, longDate } from '@packdex/shared/utils';

type Values = Record<string, string | number>;

/** The languages with a catalogue (English needs none). */
export const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

const LOCALES = new URL('../locales/', import.meta.url);
const catalogues = new Map<Language, Record<string, string>>();

/** A language's catalogue (src/locales/<language>.json), read once. */
export function catalogueOf(language: Language): Record<string, string> {
  if (language === 'en') return {};
  let found = catalogues.get(language);
  if (!found) {
    found = JSON.parse(readFileSync(new URL(`${language}.json`, LOCALES), 'utf8')) as Record<string, string>;
    catalogues.set(language, found);
  }
  return found;
}

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** A stored language (users.language, a notice's language) as one we write in; English otherwise. */
export const asLanguage = (value: string | null | undefined): Language => (isLanguage(value) ? value : 'en');

/**
 * The first language of an Accept-Language header that we have (by quality, then order; "de-AT"
 * counts as "de"), or undefined.
 */
export function acceptedLanguage(header: string | string[] | undefined): Language | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  const ranges = value
    .split(',')
    .slice(0, 50)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((found) => found !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        quality: Number.isFinite(quality) ? quality : 0,
        order,
      };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranges.find((range) => isLanguage(range.language))?.language as Language | undefined;
}

/** The language a visitor's mail goes out in: the one the form sent, else the browser's, else English. */
export const requestLanguage = (chosen: Language | undefined, acceptLanguage: string | string[] | undefined) =>
  chosen ?? acceptedLanguage(acceptLanguage) ?? 'en';

/**
 * A mail's text in a language: `translate('de', 'Hi {name},', { name })`. A text with no translation
 * goes out in English. Values are inserted as they are (never read as message syntax).
 */
export function translate(language: Language, source: string, values?: Values): string {
  const message = catalogueOf(language)[source] || source;
  if (!values && !message.includes('{')) return message;
  return formatParts(message, values, language, (n) => formatNumber(n, 0, language)).join('');
}

/** `translate` bound to one language: `const t = translator(language); t('Hi {name},', { name })`. */
export const translator =
  (language: Language) =>
  (source: string, values?: Values): string =>
    translate(language, source, values);

/**
 * A calendar day in a mail: English keeps the ISO day the mails have always given (2026-12-09), the
 * other languages their locale's long date ("9. Dezember 2026").
 */
export function mailDay(language: Language, iso: string): string {
  return language === 'en' ? iso.slice(0, 10) : (longDate(iso, language) ?? iso.slice(0, 10));
}
