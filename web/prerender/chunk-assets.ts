/**
 * What a module needs in the page before it runs: its chunk, the chunks it imports statically and
 * all their stylesheets, read from Vite's build manifest (`build.manifest`). A prerendered page
 * links them, so its first paint has the page's CSS (without it the form would be unstyled until
 * the script loads it, and shift: CLS) and hydration waits for no further round trip.
 */

/** The part of Vite's manifest this reads (https://vite.dev/guide/backend-integration). */
export type ViteManifest = Readonly<
  Record<
    string,
    { readonly file: string; readonly css?: readonly string[]; readonly imports?: readonly string[] }
  >
>;

export interface ChunkAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/**
 * @example chunkAssets(manifest, ['pages/login/LoginPage.tsx']) // { scripts: ['/assets/LoginPage-….js', …], styles: ['/assets/LoginPage-….css'] }
 */
export function chunkAssets(manifest: ViteManifest, modules: readonly string[]): ChunkAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The page's stylesheets as `<link>` tags (those the document does not link yet), and its scripts
 * as the list the boot module preloads after the first paint (boot.ts).
 */
export function assetLinks(
  document: string,
  assets: ChunkAssets,
  entryPreloads: readonly string[] = [],
): string {
  const missing = (href: string) => !document.includes(`"${href}"`);
  const scripts = [...new Set([...entryPreloads, ...assets.scripts])];
  return [
    ...assets.styles.filter(missing).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    `<meta name="portal-modulepreload" content="${scripts.join(' ')}">`,
  ].join('');
}
