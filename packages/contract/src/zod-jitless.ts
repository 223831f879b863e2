/**
 * Import first in every browser entry (site, back office, house pages), before any schema exists. The
 * CSP has no 'unsafe-eval', and zod's JIT probes `new Function` when an object schema is created: the
 * browser blocks it and reports a CSP violation on every page. Jitless parsing needs no eval; the server
 * keeps the JIT (it never imports this file).
 *
 * zod reads its configuration from `globalThis.__zod_globalConfig` (zod/v4/core/core.js), so it is set
 * there rather than through `z.config()`: a page that creates no schema then loads no zod at all.
 * zod-jitless.test.ts checks that zod still reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
