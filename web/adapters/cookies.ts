/**
 * Cookies port (design §3) on `document.cookie`. Values are percent-encoded here, as the port
 * promises (a deep-link path may hold `;` or `,`), and decoded when read; a value that does not
 * decode is treated as absent rather than handed on half-read.
 */
import type { CookieOptions, Cookies } from '../../core/ports';

interface CookieJar {
  cookie: string;
}

function attributes(options: CookieOptions): string {
  const parts = [`path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined)
    parts.push(`max-age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  parts.push(`samesite=${(options.sameSite ?? 'Lax').toLowerCase()}`);
  if (options.secure || options.sameSite === 'None') parts.push('secure');
  return parts.join('; ');
}

/** @example createBrowserCookies().get('obs-deepLink') // '/de-de/documents' or null */
export function createBrowserCookies(jar: CookieJar = document): Cookies {
  return {
    get(name) {
      for (const pair of jar.cookie.split(';')) {
        const index = pair.indexOf('=');
        if (index === -1 || pair.slice(0, index).trim() !== name) continue;
        try {
          return decodeURIComponent(pair.slice(index + 1).trim());
        } catch {
          return null;
        }
      }
      return null;
    },
    set(name, value, options = {}) {
      jar.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(options)}`;
    },
    delete(name, options = {}) {
      jar.cookie = `${name}=; ${attributes({ path: options.path, maxAgeSeconds: 0 })}`;
    },
  };
}
