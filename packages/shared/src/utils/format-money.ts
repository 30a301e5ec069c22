// Its own entry point (`@packdex/shared/money`), outside the utils barrel, and with its own Intl
// formatter rather than locale-format.ts's: the web's first page bundles those, and only the
// billing history shows money.

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of money given in its currency's minor unit (cents) with its ISO 4217 code: "$12.00"
 * and "-$12.00" in the product's English, the locale's form otherwise ("12,00 $"); the figure and
 * the code ("12.00 XYZ") for a currency the runtime does not know.
 */
export function formatMoney(cents: number, currency: string, locale = 'en'): string {
  const tag = locale === 'en' || locale.startsWith('en-') ? 'en-US' : locale;
  const key = `${tag}|${currency}`;
  try {
    let format = formats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(tag, { style: 'currency', currency });
      formats.set(key, format);
    }
    return format.format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}
