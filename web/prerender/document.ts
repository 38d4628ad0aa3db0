/**
 * Puts a prerendered page into the built index.html: the body into `#root` (marked with what
 * the browser must resolve to hydrate it), `lang` on <html>, the `<noscript>` message in that
 * language, and the head tags React emitted first (title, meta, alternates, the logo preload)
 * into <head>.
 */
export interface PageMarkup {
  readonly html: string;
  readonly lang: string;
  readonly marker: string;
  /** The message for a browser without JavaScript, in the page's language. */
  readonly noscript?: string;
}

const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * @example pageDocument(indexHtml, { html: '<title>Anmelden</title><div>…</div>', lang: 'de-DE', marker: 'page:de-DE:login' })
 */
export function pageDocument(template: string, page: PageMarkup): string {
  const head = HEAD_TAGS.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(head.length);
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const otherHeadTags = head.replace(/<title>[^<]*<\/title>/, '');
  let out = template.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(page.lang)}"`);
  if (title !== undefined) out = out.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  out = out.replace('</head>', `${otherHeadTags}</head>`);
  if (page.noscript !== undefined)
    out = out.replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${escapeText(page.noscript)}</noscript>`);
  const root = `<div id="root" data-prerendered="${escapeAttribute(page.marker)}">${body}</div>`;
  if (!out.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty <div id="root"></div>');
  return out.replace('<div id="root"></div>', root);
}
