/**
 * zod compiles object parsers with `new Function` where it may; to find out, it tries once, and
 * under the portal's CSP (no 'unsafe-eval', Trusted Types) that try is a violation report on every
 * page. zod skips the try under its `jitless` setting. The setting lives in the object zod keeps on
 * `globalThis.__zod_globalConfig` (what `z.config()` writes, shared by every copy of zod); setting
 * it here, before zod loads, keeps zod out of the start-up chunk (decision 152).
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;

export {};
