/**
 * The cookie port in the CLI: a terminal has no cookie jar, so cookies live in memory for one run.
 * The login reads the `obs-deepLink` cookie here; `--deep-link` arrives as the parameter instead.
 */
import type { Cookies } from '../../core/ports';

export function createMemoryCookies(): Cookies {
  const jar = new Map<string, string>();
  return {
    get: (name) => jar.get(name) ?? null,
    set: (name, value) => {
      jar.set(name, value);
    },
    delete: (name) => {
      jar.delete(name);
    },
  };
}
