import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to, and probes for it when the
// first object schema is built. Under our CSP (no 'unsafe-eval') the probe is blocked and reported
// as a violation. The build puts this module in zod's own chunk (vite.config.ts), so it runs as soon
// as zod is loaded, before any module that builds a schema; the form component imports it so it is
// part of the build wherever zod is.
z.config({ jitless: true });
