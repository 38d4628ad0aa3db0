/**
 * §3 SEO settings from the CMS, as the API client parses them (core/api response-schemas.ts).
 * Apart from seo.ts, so that building head data (every page) does not bundle the schema and zod
 * with it.
 *
 * The schema is lenient the way CMS data needs: unknown fields are fine, `null` and empty strings
 * mean "not set", texts are trimmed, robots directives are reduced to the ones search engines know.
 */
import * as z from 'zod/mini';
import { robotsDirectives } from './robots-directives';

const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value?.trim() || undefined),
);

const robots = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => robotsDirectives(value ?? '')),
);

/** §3: meta_title, canonical_page, meta_description, opengraph {title, description, image url}, meta_robots. */
export const seoSettingsSchema = z.object({
  meta_title: text,
  canonical_page: text,
  meta_description: text,
  opengraph: z.pipe(
    z.nullish(
      z.object({
        title: text,
        description: text,
        image: z.pipe(
          z.nullish(z.object({ url: text })),
          z.transform((value) => value ?? undefined),
        ),
      }),
    ),
    z.transform((value) => value ?? undefined),
  ),
  meta_robots: robots,
});

export type SeoSettings = z.output<typeof seoSettingsSchema>;
export type SeoSettingsInput = z.input<typeof seoSettingsSchema>;
