import path from 'node:path';
import { z } from 'zod';
import type { VariableDoc } from './config-schemas.ts';
import { envSchema } from './config-variables.ts';

/** The default a schema gives when the variable is unset, found through its transforms. */
function defaultOf(schema: z.core.$ZodType): unknown {
  const def = schema._zod.def as { type: string; defaultValue?: unknown; in?: z.core.$ZodType };
  if (def.type === 'default') return def.defaultValue;
  if (def.type === 'pipe' && def.in) return defaultOf(def.in);
  return undefined;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * docs/configuration.md, from the variables' own schemas (config-variables.ts): each variable's rule, default
 * and meaning have one home, and a test fails when the document no longer says what the code does
 * (`npm run docs:config` writes it again).
 */
export function configurationReference(): string {
  const rows = Object.entries(envSchema.shape).map(([name, schema]) => {
    const doc = z.globalRegistry.get(schema) as VariableDoc | undefined;
    if (!doc?.meaning) throw new Error(`${name} has no documentation: give it with variable() in config-variables.ts`);
    const value = defaultOf(schema);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const shown = doc.shownDefault ?? (value === undefined ? 'unset' : `\`${text}\``);
    return `| \`${name}\` | ${cell(shown)} | ${cell(doc.meaning)} |`;
  });
  return [
    '# Configuration',
    '',
    '<!-- Generated from apps/api/src/config-variables.ts by `npm run docs:config`; a test fails when it is out of date. -->',
    '',
    'Environment variables are read once at start; a bad value stops the server with one line per bad',
    'variable. Each is parsed, checked and documented in one place, `envSchema` in',
    '[`apps/api/src/config-variables.ts`](../apps/api/src/config-variables.ts), and `loadConfig` in',
    '[`apps/api/src/config.ts`](../apps/api/src/config.ts) turns them into the typed `Config` the rest of',
    'the server reads. Rules that involve several variables (a provider that needs its keys, what',
    'production refuses) are checked first, in [`apps/api/src/config-checks.ts`](../apps/api/src/config-checks.ts).',
    '',
    '| Variable | Default | Meaning |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** The document as committed: laid out by prettier, as the lint step checks every Markdown file. */
export async function configurationDocument(): Promise<string> {
  const prettier = await import('prettier');
  const file = path.resolve(import.meta.dirname, '../../../docs/configuration.md');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(configurationReference(), { ...options, parser: 'markdown' });
}
