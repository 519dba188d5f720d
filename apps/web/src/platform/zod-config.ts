/**
 * Zod without its JIT in the browser. On first use zod probes `new Function` to decide
 * whether to compile parsers; under the app's CSP (no 'unsafe-eval') the probe is refused and
 * reported as a CSP violation on every signed-in load (Lighthouse "Issues" audit, issue 25),
 * although zod catches it. `jitless` skips the probe; the browser parses only forms and a few
 * answers, where the JIT saves nothing noticeable. Imported first by main.tsx.
 *
 * Set through zod's global config object (`globalThis.__zod_globalConfig`, which zod creates
 * only if absent, so every copy of zod shares it) rather than `z.config()`: importing zod's
 * core here would put 3.7 KB more in the sign-in page (over its budget) for one flag.
 * zod-config.test.ts fails if zod stops reading it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// The same object zod keeps (mutated, not replaced), whichever of the two loads first.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
