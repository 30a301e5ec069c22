// `npm run docs:config`: writes docs/configuration.md from the variables' schemas (apps/api/src/config-variables.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { configurationDocument } from '../apps/api/src/config-reference.ts';

const file = path.resolve(import.meta.dirname, '../docs/configuration.md');
writeFileSync(file, await configurationDocument());
process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
