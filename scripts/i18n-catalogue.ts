// The catalogues' bookkeeping (docs/i18n.md): which English texts the code shows, per area, and what
// each language's catalogue lacks or keeps for nothing. Used by the catalogue test and by
// `npm run i18n --workspace apps/web -- <status|missing|prune>` (status by default).
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SOURCE_ROOT = path.join(import.meta.dirname, '../apps/web/src');
export const LOCALE_ROOT = path.join(SOURCE_ROOT, 'locales');
export const TRANSLATED = ['es', 'pt', 'fr', 'de', 'ru'] as const;
const FEATURE_AREAS = ['age-gate', 'auth', 'account', 'catalogue', 'legal', 'premium', 'support', 'admin'];

/** The catalogue area a source file's texts belong to. */
export function areaOf(file: string): string {
  const relative = path.relative(SOURCE_ROOT, file).split(path.sep);
  return relative[0] === 'features' && FEATURE_AREAS.includes(relative[1]!) ? relative[1]! : 'shell';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export type Extracted = {
  /** area → English text → where it is written */
  keys: Map<string, Map<string, string[]>>;
  /** Calls the catalogue cannot follow: a t()/tx()/msg() whose text is not a literal, or a t() at a module's top level. */
  problems: string[];
};

const MARKERS = new Set(['t', 'tx', 'msg']);

/** Every text passed to t(), tx() and msg() in the web app's source. */
export function extract(files: string[] = sourceFiles(SOURCE_ROOT)): Extracted {
  const keys = new Map<string, Map<string, string[]>>();
  const problems: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!/\b(t|tx|msg)\(/.test(text)) continue;
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const imported = new Set<string>();
    for (const statement of source.statements) {
      if (
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        /lib\/i18n\/i18n(\.ts)?$|^\.\/i18n(\.ts)?$/.test(statement.moduleSpecifier.text)
      ) {
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) imported.add(el.name.text);
      }
    }
    if (!['t', 'tx', 'msg'].some((name) => imported.has(name))) continue;
    const area = areaOf(file);
    const where = (node: ts.Node) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      return `${path.relative(SOURCE_ROOT, file)}:${line + 1}`;
    };
    const visit = (node: ts.Node, insideFunction: boolean) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        MARKERS.has(node.expression.text) &&
        imported.has(node.expression.text)
      ) {
        const name = node.expression.text;
        const first = node.arguments[0];
        if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
          const byKey = keys.get(area) ?? new Map<string, string[]>();
          keys.set(area, byKey);
          byKey.set(first.text, [...(byKey.get(first.text) ?? []), where(node)]);
        } else if (name !== 't' || (first && ts.isTemplateExpression(first))) {
          // t(label) is how a msg()-marked text is shown; anything else must be a literal.
          problems.push(`${where(node)}: ${name}() needs a literal text (found ${first?.getText() ?? 'nothing'})`);
        }
        if (name !== 'msg' && !insideFunction)
          problems.push(
            `${where(node)}: ${name}() at a module's top level runs before the language is chosen; use msg() there and t() when rendering`,
          );
      }
      const entersFunction = ts.isFunctionLike(node) || ts.isClassLike(node);
      ts.forEachChild(node, (child) => visit(child, insideFunction || entersFunction));
    };
    visit(source, false);
  }
  return { keys, problems };
}

export function catalogueFile(language: string, area: string): string {
  return path.join(LOCALE_ROOT, language, `${area}.json`);
}

export function readCatalogue(language: string, area: string): Record<string, string> {
  const file = catalogueFile(language, area);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

export function writeCatalogue(language: string, area: string, entries: Record<string, string>): void {
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(catalogueFile(language, area), `${JSON.stringify(sorted, null, 2)}\n`);
}

export type Gaps = {
  missing: Record<string, Record<string, string[]>>;
  stale: Record<string, Record<string, string[]>>;
};

/** Per language and area: texts the code shows that the catalogue lacks, and entries nothing shows. */
export function gaps(extracted = extract()): Gaps {
  const missing: Gaps['missing'] = {};
  const stale: Gaps['stale'] = {};
  const areas = new Set([
    ...extracted.keys.keys(),
    ...TRANSLATED.flatMap((l) =>
      existsSync(path.join(LOCALE_ROOT, l))
        ? readdirSync(path.join(LOCALE_ROOT, l)).map((f) => f.replace(/\.json$/, ''))
        : [],
    ),
  ]);
  for (const language of TRANSLATED) {
    for (const area of areas) {
      const wanted = extracted.keys.get(area) ?? new Map<string, string[]>();
      const have = readCatalogue(language, area);
      const lacking = [...wanted.keys()].filter((key) => !(key in have) || have[key] === '');
      const unused = Object.keys(have).filter((key) => !wanted.has(key));
      if (lacking.length) (missing[language] ??= {})[area] = lacking.sort();
      if (unused.length) (stale[language] ??= {})[area] = unused.sort();
    }
  }
  return { missing, stale };
}

if (import.meta.main) {
  const command = process.argv[2] ?? 'status';
  const extracted = extract();
  const found = gaps(extracted);
  if (command === 'missing') {
    process.stdout.write(`${JSON.stringify(found.missing, null, 2)}\n`);
  } else if (command === 'prune') {
    for (const [language, areas] of Object.entries(found.stale)) {
      for (const [area, keys] of Object.entries(areas)) {
        const entries = readCatalogue(language, area);
        for (const key of keys) delete entries[key];
        writeCatalogue(language, area, entries);
      }
    }
    process.stdout.write('Removed the entries no code shows.\n');
  } else {
    for (const problem of extracted.problems) process.stdout.write(`problem: ${problem}\n`);
    const total = [...extracted.keys.values()].reduce((sum, keys) => sum + keys.size, 0);
    process.stdout.write(`${total} texts in ${extracted.keys.size} areas\n`);
    for (const language of TRANSLATED) {
      const lacking = Object.values(found.missing[language] ?? {}).reduce((sum, keys) => sum + keys.length, 0);
      const unused = Object.values(found.stale[language] ?? {}).reduce((sum, keys) => sum + keys.length, 0);
      process.stdout.write(`${language}: ${lacking} missing, ${unused} unused\n`);
    }
    if (extracted.problems.length || Object.keys(found.missing).length || Object.keys(found.stale).length)
      process.exitCode = 1;
  }
}
