/**
 * §3 SEO settings read by hand, with the same verdict and value as `seoSettingsSchema`
 * (seo-schema.ts, zod), so a public page that asks the CMS for its head does not download zod for
 * it (docs/loading.md). The schema stays the contract: the sandbox validates against it, and
 * seo-reader.test.ts checks on generated input that both agree.
 */
import { robotsDirectives } from './robots-directives';
import type { SeoSettings } from './seo-schema';

const INVALID: unique symbol = Symbol('invalid');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A CMS text: trimmed; null, absent and blank mean "not set". */
function text(value: unknown): string | undefined | typeof INVALID {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value.trim() || undefined : INVALID;
}

/** The robots directives search engines know, in the CMS's order. */
function robots(value: unknown): string | undefined | typeof INVALID {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? robotsDirectives(value) : INVALID;
}

type Opengraph = NonNullable<SeoSettings['opengraph']>;

function opengraph(value: unknown): Opengraph | undefined | typeof INVALID {
  if (value === null || value === undefined) return undefined;
  if (!isRecord(value)) return INVALID;
  const title = text(value.title);
  const description = text(value.description);
  let image: Opengraph['image'];
  if (value.image !== null && value.image !== undefined) {
    if (!isRecord(value.image)) return INVALID;
    const url = text(value.image.url);
    if (url === INVALID) return INVALID;
    image = { url };
  }
  if (title === INVALID || description === INVALID) return INVALID;
  return { title, description, image };
}

/**
 * The CMS's SEO settings of a page, or null when they do not match §3 (what the schema rejects).
 * @example readSeoSettings({ meta_title: ' Login ', meta_robots: 'NOINDEX, bogus' }) // { meta_title: 'Login', meta_robots: 'noindex', … }
 * @example readSeoSettings({ meta_title: 7 }) // null
 */
export function readSeoSettings(input: unknown): SeoSettings | null {
  if (!isRecord(input)) return null;
  const read = {
    meta_title: text(input.meta_title),
    canonical_page: text(input.canonical_page),
    meta_description: text(input.meta_description),
    opengraph: opengraph(input.opengraph),
    meta_robots: robots(input.meta_robots),
  };
  return Object.values(read).includes(INVALID) ? null : (read as SeoSettings);
}
