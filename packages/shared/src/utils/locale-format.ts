// Formatters built once per locale and options: Intl objects are costly to create and every list
// row formats a few figures. English keeps the product's own hand-written formats (the spec's exact
// texts, such as "1.5K" and "Nov 14"); the other languages take their locale's conventions from Intl.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }),
  );

export const relativeTimeFormat = (locale: string) =>
  cached(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }));

/** Whether a locale uses the product's own English formats. */
export const isEnglish = (locale: string | undefined) =>
  locale === undefined || locale === 'en' || locale.startsWith('en-');

const pluralRules = new Map<string, Intl.PluralRules>();
/**
 * The CLDR plural category of a number in a locale: "one", "few", "many", "other"… English's rule
 * (one for ±1 written without decimals) is applied by hand: the first Intl.PluralRules of a page
 * loads ICU's plural data, main-thread time every English first visit would pay.
 */
export function pluralCategory(locale: string, n: number): string {
  if (isEnglish(locale)) return Math.abs(n) === 1 ? 'one' : 'other';
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(n);
}

/** Every plural category a locale uses for cardinal numbers. */
export function pluralCategories(locale: string): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}
