/**
 * Which CMS image URLs may be drawn (security.md 12): a path of the portal's own site, or a URL on
 * one of the configured asset origins, where the CMS and the services serve their images. Anything
 * else (another origin, `data:`, `javascript:`, a protocol-relative `//host`) is not drawn at all,
 * so the Content-Security-Policy's img-src is the second line, not the only one.
 */
import { safeCmsHref } from './cms-href';

/**
 * @example safeCmsImageUrl('/static/icons/linkedin.svg', []) // '/static/icons/linkedin.svg'
 * @example safeCmsImageUrl('https://cdn.bank.example/a.svg', ['https://cdn.bank.example']) // 'https://cdn.bank.example/a.svg'
 * @example safeCmsImageUrl('https://tracker.example/pixel.gif', ['https://cdn.bank.example']) // undefined
 */
export function safeCmsImageUrl(url: unknown, assetOrigins: readonly string[]): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (trimmed.startsWith('/')) return safeCmsHref(trimmed);
  if (!URL.canParse(trimmed)) return undefined;
  const parsed = new URL(trimmed);
  if (parsed.username || parsed.password) return undefined;
  const allowed = assetOrigins.some(
    (origin) => URL.canParse(origin) && new URL(origin).origin === parsed.origin,
  );
  return allowed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') ? parsed.href : undefined;
}
