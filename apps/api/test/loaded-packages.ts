// Preloaded with `--import` (through NODE_OPTIONS) into a server a test starts: records every
// package the process resolves, by import or require, and writes their names to
// LOADED_PACKAGES_FILE when the process exits.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const seen = new Set<string>();
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    const found = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved.url);
    if (found) seen.add(found[1]!);
    return resolved;
  },
});
process.on('exit', () => writeFileSync(process.env.LOADED_PACKAGES_FILE!, [...seen].sort().join('\n')));
