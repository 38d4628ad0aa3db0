/**
 * §3 SEO settings from the CMS, as the API client parses them (core/api response-schemas.ts).
 * Apart from seo.ts, so that building head data (every page) does not bundle the schema and zod
 * with it.
 *
 * The schema is lenient the way CMS data needs: unknown fields are fine, `null` and empty strings
 * mean "not set", texts are trimmed, robots directives are reduced to the ones search engines know.
 */
import * as z from 'zod';
import { robotsDirectives } from './robots-directives';

const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

const robots = z
  .string()
  .nullish()
  .transform((value) => robotsDirectives(value ?? ''));

/** §3: meta_title, canonical_page, meta_description, opengraph {title, description, image url}, meta_robots. */
export const seoSettingsSchema = z.object({
  meta_title: text,
  canonical_page: text,
  meta_description: text,
  opengraph: z
    .object({
      title: text,
      description: text,
      image: z
        .object({ url: text })
        .nullish()
        .transform((value) => value ?? undefined),
    })
    .nullish()
    .transform((value) => value ?? undefined),
  meta_robots: robots,
});

export type SeoSettings = z.output<typeof seoSettingsSchema>;
export type SeoSettingsInput = z.input<typeof seoSettingsSchema>;
