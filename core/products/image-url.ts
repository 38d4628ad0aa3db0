/**
 * An image URL from the CMS: https or a root-relative path only, so a logo can never be a
 * javascript:, data: or protocol-relative URL (security.md, design §6). One rule for the schema
 * (schemas.ts `imageUrlSchema`) and the hand-written reader (distributor-logo-reader.ts).
 * @example isImageUrl('/partner.svg') // true
 * @example isImageUrl('//evil.example/p.png') // false
 */
export const isImageUrl = (url: string): boolean =>
  /^https:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url);
