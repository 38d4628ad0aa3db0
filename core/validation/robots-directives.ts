/**
 * §3 the CMS's robots meta text reduced to the directives search engines know, in the CMS's order.
 * One rule for the SEO schema (seo-schema.ts) and its hand-written reader (seo-reader.ts).
 */
const ROBOTS_DIRECTIVE =
  /^(?:all|none|index|noindex|follow|nofollow|noarchive|nosnippet|noimageindex|notranslate|nocache|max-snippet:-?\d+|max-video-preview:-?\d+|max-image-preview:(?:none|standard|large))$/;

/** @example robotsDirectives('NOINDEX, bogus, max-snippet : -1') // 'noindex, max-snippet:-1' */
export function robotsDirectives(value: string): string | undefined {
  const directives = value
    .split(',')
    .map((directive) =>
      directive
        .trim()
        .toLowerCase()
        .replace(/\s*:\s*/, ':'),
    )
    .filter((directive) => ROBOTS_DIRECTIVE.test(directive));
  return directives.length > 0 ? directives.join(', ') : undefined;
}
