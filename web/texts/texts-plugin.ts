/**
 * Serves core/i18n's text files (i18next JSON, docs/decisions/190) to the browser as they are, at
 * `/texts/<folder>/<namespace>.json`: the dev server reads them from disk at each request (a
 * translator's change shows on the next reload, which the plugin triggers), the build copies them
 * into web/dist/texts/. They are data, not modules: the browser fetches what a page needs
 * (load-texts.ts), and no chunk carries a map of every file. `?v=` is the texts' content hash, so
 * a new build is never answered from an old cache.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const TEXTS_DIR = fileURLToPath(new URL('../../core/i18n/texts', import.meta.url));
const TEXT_PATH = /^\/texts\/([A-Za-z-]+)\/([A-Za-z]+)\.json(?:\?.*)?$/;

/** Every text file as `<folder>/<namespace>.json`. */
function textFiles(): string[] {
  return readdirSync(TEXTS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) =>
      readdirSync(join(TEXTS_DIR, name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => `${name}/${file}`),
    )
    .sort();
}

/** The content hash of every text file together. */
export function textsVersion(): string {
  const hash = createHash('sha256');
  for (const file of textFiles()) hash.update(file).update(readFileSync(join(TEXTS_DIR, file)));
  return hash.digest('hex').slice(0, 10);
}

export function textsPlugin(): Plugin {
  let ssr = false;
  return {
    name: 'portal-texts',
    config: (_, env) => ({
      define: { __TEXTS_VERSION__: JSON.stringify(env.command === 'build' ? textsVersion() : 'dev') },
    }),
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.watcher.add(TEXTS_DIR);
      server.watcher.on('change', (file) => {
        if (file.startsWith(TEXTS_DIR) && file.endsWith('.json')) server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((request, response, next) => {
        const match = TEXT_PATH.exec(request.url ?? '');
        if (!match) return next();
        try {
          const text = readFileSync(join(TEXTS_DIR, match[1]!, `${match[2]!}.json`));
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(text);
        } catch {
          response.statusCode = 404;
          response.end();
        }
      });
    },
    generateBundle() {
      if (ssr) return;
      for (const file of textFiles()) {
        // Parsed and written without spaces: a text file is read, not displayed.
        const table = JSON.parse(readFileSync(join(TEXTS_DIR, file), 'utf8')) as unknown;
        this.emitFile({ type: 'asset', fileName: `texts/${file}`, source: JSON.stringify(table) });
      }
    },
  };
}
