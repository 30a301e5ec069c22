import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to, and probes for it when the
// first object schema is built. Under our CSP (no 'unsafe-eval') the probe is blocked and reported
// as a violation on every page. Imported first by main.tsx, before any schema module runs.
z.config({ jitless: true });
