import { describe, expect, it } from 'vitest';
import { pluralCategories } from '@packdex/shared/utils';
import { TRANSLATED, extract, gaps, readCatalogue } from './i18n-catalogue.ts';
import { messageArguments, parseMessage, pluralBranches } from '@packdex/shared/message-format';

// Fails when a text the interface shows has no translation in one of the five languages, when a
// catalogue keeps a text nothing shows, or when a translation would render wrong (another argument,
// a missing plural form of its language, a malformed message). `npm run i18n --workspace apps/web`
// lists the same.
const extracted = extract();
const found = gaps(extracted);

describe('the interface’s catalogues', () => {
  it('can follow every text the code shows (literal texts, no t() at a module’s top level)', () => {
    expect(extracted.problems).toEqual([]);
    expect(extracted.keys.size).toBeGreaterThan(0);
  });

  it('writes an ellipsis as "…" in every text and translation, but where the product spec’s own text has "..."', () => {
    // The resend-verification page's busy label is the spec's verbatim "Sending..." (its translations are free).
    const SPEC_TEXTS = new Set(['Sending...']);
    const texts = [...extracted.keys.values()].flatMap((keys) => [...keys.keys()]);
    expect(texts.filter((text) => text.includes('...') && !SPEC_TEXTS.has(text))).toEqual([]);
    const translations = TRANSLATED.flatMap((language) =>
      [...extracted.keys.keys()].flatMap((area) => Object.values(readCatalogue(language, area))),
    );
    expect(translations.filter((text) => text.includes('...'))).toEqual([]);
  });

  it('parses every English text', () => {
    for (const keys of extracted.keys.values())
      for (const key of keys.keys()) expect(() => parseMessage(key)).not.toThrow();
  });

  for (const language of TRANSLATED) {
    describe(language, () => {
      it('translates every text the code shows', () => {
        expect(found.missing[language] ?? {}).toEqual({});
      });

      it('keeps no text that nothing shows', () => {
        expect(found.stale[language] ?? {}).toEqual({});
      });

      it('keeps each text’s arguments and gives every plural form the language has', () => {
        const categories = pluralCategories(language);
        for (const [area, keys] of extracted.keys) {
          const catalogue = readCatalogue(language, area);
          for (const key of keys.keys()) {
            const translation = catalogue[key];
            if (translation === undefined) continue;
            expect(messageArguments(translation), `${language}/${area}: ${translation}`).toEqual(messageArguments(key));
            for (const branches of pluralBranches(translation)) {
              for (const category of categories) {
                expect(branches, `${language}/${area}: "${translation}" lacks the "${category}" form`).toContain(
                  category,
                );
              }
            }
          }
        }
      });
    });
  }
});
