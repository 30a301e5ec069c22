import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { messageArguments, parseMessage, pluralBranches } from '@packdex/shared/message-format';
import { pluralCategories } from '@packdex/shared/utils';
import { acceptedLanguage, catalogueOf, mailDay, requestLanguage, TRANSLATED, translate } from './translate.ts';

// The e-mails' catalogues (docs/i18n.md#e-mails): every text the API's mails send is written inside
// translate(language, '…') or a translator(language)'s t('…'); this finds them all in the source
// and fails when a language lacks one, keeps one nothing sends, or would render one wrong.
const SOURCE_ROOT = path.join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every text the mail code sends (English → where), and the calls whose text is not a literal. */
function extract() {
  const keys = new Map<string, string[]>();
  const problems: string[] = [];
  for (const file of sourceFiles(SOURCE_ROOT)) {
    const text = readFileSync(file, 'utf8');
    if (!/\btranslat(e|or)\b/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const imported = new Set<string>();
    for (const statement of source.statements) {
      if (
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        /(^|\/)translate\.ts$/.test(statement.moduleSpecifier.text)
      ) {
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) imported.add(el.name.text);
      }
    }
    const inTranslate = file === path.join(SOURCE_ROOT, 'lib', 'translate.ts');
    // `translate(language, text, values)`, and `t(text, values)` for every `const t = translator(…)`.
    const markers = new Map<string, number>();
    if (imported.has('translate')) markers.set('translate', 1);
    const where = (node: ts.Node) =>
      `${path.relative(SOURCE_ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isCallExpression(node.initializer) &&
        ts.isIdentifier(node.initializer.expression) &&
        node.initializer.expression.text === 'translator' &&
        imported.has('translator')
      )
        markers.set(node.name.text, 0);
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && markers.has(node.expression.text)) {
        const arg = node.arguments[markers.get(node.expression.text)!];
        if (arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)))
          keys.set(arg.text, [...(keys.get(arg.text) ?? []), where(node)]);
        else problems.push(`${where(node)}: ${node.expression.text}() needs a literal text (found ${arg?.getText()})`);
      }
      ts.forEachChild(node, visit);
    };
    if (!inTranslate) visit(source);
  }
  return { keys, problems };
}

const extracted = extract();

describe('the e-mails’ catalogues', () => {
  it('can follow every text the mails send (literal texts), in the account, DMCA and layout code', () => {
    expect(extracted.problems).toEqual([]);
    const places = [...extracted.keys.values()].flat().join('\n');
    for (const file of ['auth.mails.ts', 'dmca.mails.ts', 'mailer.ts']) expect(places).toContain(file);
  });

  it('parses every English text', () => {
    for (const key of extracted.keys.keys()) expect(() => parseMessage(key)).not.toThrow();
  });

  for (const language of TRANSLATED) {
    describe(language, () => {
      const catalogue = catalogueOf(language);

      it('translates every text the mails send', () => {
        expect([...extracted.keys.keys()].filter((key) => !catalogue[key])).toEqual([]);
      });

      it('keeps no text that nothing sends', () => {
        expect(Object.keys(catalogue).filter((key) => !extracted.keys.has(key))).toEqual([]);
      });

      it('keeps each text’s arguments and gives every plural form the language has', () => {
        for (const key of extracted.keys.keys()) {
          const translation = catalogue[key];
          if (translation === undefined) continue;
          expect(messageArguments(translation), `${language}: ${translation}`).toEqual(messageArguments(key));
          for (const branches of pluralBranches(translation))
            for (const category of pluralCategories(language))
              expect(branches, `${language}: "${translation}" lacks the "${category}" form`).toContain(category);
        }
      });
    });
  }
});

describe('translate', () => {
  it('writes English as the source, the other languages from their catalogue, with plurals', () => {
    expect(translate('en', 'Hi {name},', { name: 'Ann {x}' })).toBe('Hi Ann {x},');
    expect(translate('de', 'Hi {name},', { name: 'Ann' })).toBe('Hallo Ann,');
    const days = '({days, plural, one {# business day} other {# business days}} from now).';
    const sentence = `Unless you inform us by {day} that you have filed an action seeking a court order to restrain the activity, the material will be restored on or after that day ${days}`;
    expect(translate('en', sentence, { day: 'D', days: 1 })).toContain('(1 business day from now)');
    expect(translate('ru', sentence, { day: 'D', days: 3 })).toContain('через 3 рабочих дня');
    expect(translate('ru', sentence, { day: 'D', days: 10 })).toContain('через 10 рабочих дней');
    expect(translate('fr', 'A text no catalogue has')).toBe('A text no catalogue has');
  });

  it('writes a day as ISO in English, as the locale’s long date otherwise', () => {
    expect(mailDay('en', '2026-12-09T10:00:00.000Z')).toBe('2026-12-09');
    expect(mailDay('de', '2026-12-09T10:00:00.000Z')).toBe('9. Dezember 2026');
    expect(mailDay('ru', '2026-12-09T10:00:00.000Z')).toMatch(/^9 декабря 2026/);
  });
});

describe('the language of a visitor’s mail', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['de-AT,de;q=0.9,en;q=0.8', 'de'],
    ['nl-NL, nl;q=0.9, ru;q=0.5, en;q=0.4', 'ru'],
    ['en;q=0.5, pt-BR', 'pt'],
    ['fr;q=0, es;q=0.1', 'es'],
    ['*, it', undefined],
    ['ES-mx', 'es'],
  ])('Accept-Language %j → %j', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });

  it('takes the form’s language first, then the browser’s, then English', () => {
    expect(requestLanguage('fr', 'de')).toBe('fr');
    expect(requestLanguage(undefined, 'de')).toBe('de');
    expect(requestLanguage(undefined, 'it, nl')).toBe('en');
  });
});
