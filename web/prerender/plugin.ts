/**
 * Vite plugin: after the browser build, builds web/prerender/entry-server.tsx for Node, renders
 * every page of pages.ts and writes it as `<dist>/<path>/index.html` (the built index.html with
 * the page in `#root`, its `lang`, its title and head tags). Static servers (Vite's preview, a
 * CDN) serve `/de-de/login/` from that file; every other address still gets index.html.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { textsVersion } from '../texts/texts-plugin';
import { bootFileName, bootModule, withBootScript } from './boot';
import { assetLinks, chunkAssets, type ViteManifest } from './chunk-assets';
import { pageDocument } from './document';

/**
 * Node's own import(): this file is loaded through Vite's config runner (`--configLoader runner`),
 * which rewrites import() to itself and is closed by the time the bundle is written.
 */
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return; // the Node build below
      // An in-memory build (scripts/checks/public-pages.ts) writes no index.html to render into,
      // and must not write pages into a web/dist it did not build.
      if (config.build.write === false) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Inside the repository, so the bundle's bare imports (react, …) resolve from node_modules.
      const cacheDir = join(config.root, '..', 'node_modules', '.cache');
      mkdirSync(cacheDir, { recursive: true });
      const serverDir = mkdtempSync(join(cacheDir, 'portal-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          configLoader: 'runner',
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: resolve(config.root, 'prerender/entry-server.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            sourcemap: false,
            // Nothing of the SSR build lands in dist.
            copyPublicDir: false,
          },
        });
        const entry = (await nativeImport(
          pathToFileURL(join(serverDir, 'entry-server.js')).href,
        )) as typeof import('./entry-server');
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifestFile = join(outDir, '.vite', 'manifest.json');
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
        const entryPath = /src="(\/assets\/index-[^"]+\.js)"/.exec(template)?.[1];
        if (!entryPath) throw new Error('index.html has no entry script');
        const entryPreloads = [
          entryPath,
          ...[...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
            (m) => m[1] ?? '',
          ),
        ];
        const boot = bootModule(entryPath);
        const bootFile = bootFileName(boot);
        writeFileSync(join(outDir, bootFile), boot);
        const version = textsVersion();
        for (const { path, modules, texts, rendered } of await entry.prerenderSite()) {
          const dir = join(outDir, ...path.split('/').filter(Boolean));
          mkdirSync(dir, { recursive: true });
          const html = withBootScript(pageDocument(template, rendered), `/${bootFile}`).html;
          const links = assetLinks(html, chunkAssets(manifest, modules), entryPreloads);
          // The page's texts, preloaded by the boot module with its code, after the first paint: a
          // request before the paint would compete with the CSS for a slow phone's bandwidth.
          const preloads = texts.map((text) => `${text}?v=${version}`).join(' ');
          const textLinks = `<meta name="portal-textpreload" content="${preloads}">`;
          writeFileSync(join(dir, 'index.html'), html.replace('</head>', `${links}${textLinks}</head>`));
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
        // The manifest served its purpose; the site does not publish its module map.
        rmSync(join(outDir, '.vite'), { recursive: true, force: true });
      }
    },
  };
}
