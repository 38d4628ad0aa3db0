/**
 * Build-time rendering of the pages of pages.ts, each one by render-page.tsx with the
 * configuration of this build. Built by Vite as an SSR bundle and run by the prerender plugin
 * (plugin.ts); never shipped to browsers.
 */
import { loadRuntimeConfig } from '../config/runtime-config';
import { type PageToPrerender, pagesToPrerender } from './pages';
import { type PrerenderedPage, prerender } from './render-page';

export type { PrerenderedPage } from './render-page';

/** Where the prerendered HTML is rendered from: replaced by root-relative links in the files. */
export const PRERENDER_ORIGIN = 'https://prerender.invalid';

/**
 * Every page of pages.ts, rendered with the configuration of this build.
 * @example for (const { path, rendered } of await prerenderSite()) write(path, rendered.html);
 */
export async function prerenderSite(): Promise<
  Array<PageToPrerender & { readonly rendered: PrerenderedPage }>
> {
  // The browser's configuration, as this build checked it, against a placeholder origin.
  const config = loadRuntimeConfig(PRERENDER_ORIGIN);
  const done: Array<PageToPrerender & { rendered: PrerenderedPage }> = [];
  for (const toRender of pagesToPrerender()) {
    const page = await prerender(config, `${PRERENDER_ORIGIN}${toRender.path}`, toRender.page);
    if (!page) throw new Error(`${toRender.path} did not resolve to a page that can be prerendered`);
    done.push({ ...toRender, rendered: { ...page, html: page.html.replaceAll(PRERENDER_ORIGIN, '') } });
  }
  return done;
}
