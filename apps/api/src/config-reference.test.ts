import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config-variables.ts';
import { configurationDocument, configurationReference } from './config-reference.ts';

describe('docs/configuration.md', () => {
  it('says what the variables’ schemas say (npm run docs:config writes it again)', async () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../../docs/configuration.md'), 'utf8');
    expect(committed).toBe(await configurationDocument());
  });

  it('has a row for every variable, with the schema’s default', () => {
    const text = configurationReference();
    for (const name of Object.keys(envSchema.shape)) expect(text).toContain(`| \`${name}\` |`);
    expect(text).toContain('| `PORT` | `3000` | HTTP port |');
    expect(text).toContain('| `SEED_DEMO` | `true` |');
  });
});
