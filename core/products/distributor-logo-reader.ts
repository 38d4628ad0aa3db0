/**
 * §3 the distributor logo answer read by hand, with the same verdict and value as
 * `distributorLogoSchema` (schemas.ts, zod), so the registration page's partner logo does not
 * download zod (docs/loading.md). distributor-logo-reader.test.ts checks on generated input that
 * both agree.
 */
import { isImageUrl } from './image-url';
import type { DistributorLogo } from './schemas';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const stringOf = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

/** An https URL or a root-relative path, never javascript:, data: or protocol-relative (image-url.ts). */
const imageUrl = (value: unknown): value is string => stringOf(value, 0, 2048) && isImageUrl(value);

/**
 * @example readDistributorLogo({ distributor_id: 'D1', distributor_logo: { url: '/p.svg' }, locale: 'de-DE' })?.distributor_logo.url // '/p.svg'
 * @example readDistributorLogo({ distributor_id: 'D1', distributor_logo: { url: 'javascript:x' }, locale: 'de-DE' }) // null
 */
export function readDistributorLogo(input: unknown): DistributorLogo | null {
  if (!isRecord(input) || !isRecord(input.distributor_logo)) return null;
  const { distributor_id, collaboration_text, locale } = input;
  const { url } = input.distributor_logo;
  if (!stringOf(distributor_id, 1, 100) || !imageUrl(url) || !stringOf(locale, 2, 10)) return null;
  const text = collaboration_text;
  if (text !== null && text !== undefined && !stringOf(text, 0, 1000)) return null;
  return {
    distributor_id,
    distributor_logo: { url },
    ...('collaboration_text' in input ? { collaboration_text: text as string | null | undefined } : {}),
    locale,
  };
}
