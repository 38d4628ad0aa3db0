/**
 * The bench's own servers on free loopback ports: the sandbox (fixtures/) and Vite's preview server
 * for the bench's build, with the same Content-Security-Policy and security headers as
 * `npm run preview` (scripts/dev/preview.mjs). Never the default ports 4010/4173, which a developer
 * or a browser test may be using at the same time.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type PreviewServer, preview } from 'vite';
import { type RunningSandbox, startSandbox } from '../../fixtures';

/** A port the system says is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A sandbox that accepts calls from `webOrigin` (CORS).
 * @example const sandbox = await startBenchSandbox('http://127.0.0.1:41000');
 */
export function startBenchSandbox(webOrigin: string): Promise<RunningSandbox> {
  return startSandbox({
    port: 0,
    config: { allowedOrigins: [webOrigin] },
    onError: (error, request) =>
      process.stderr.write(`sandbox bug answering ${request.method} ${request.url}: ${String(error)}\n`),
  });
}

/**
 * Serves a built portal (`dist`) like `npm run preview`, on `port`.
 * @example const server = await startPreview({ repoRoot, dist, port }); … await server.close();
 */
export async function startPreview(options: {
  readonly repoRoot: string;
  readonly dist: string;
  readonly port: number;
}): Promise<PreviewServer> {
  return preview({
    configFile: join(options.repoRoot, 'web', 'vite.config.ts'),
    configLoader: 'runner',
    root: join(options.repoRoot, 'web'),
    logLevel: 'error',
    build: { outDir: options.dist },
    preview: { host: '127.0.0.1', port: options.port, strictPort: true, open: false },
  });
}

/** Calls the sandbox's control endpoint (fixtures/README.md "The control endpoint"). */
export async function control(sandboxUrl: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${sandboxUrl}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${path} answered ${response.status}`);
  return response.status === 204 ? null : ((await response.json()) as unknown);
}

export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Serves a bare page's build (`dist`) on a free loopback port, index.html for every path that is
 * not a file: the yardsticks of figure 1, served as plainly as /work/shared/measure's scripts do.
 * @example const hello = await serveStatic(helloDist); … await hello.close();
 */
export async function serveStatic(dist: string): Promise<StaticServer> {
  const server = createHttpServer((request, response) => {
    const path = join(dist, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = existsSync(path) && statSync(path).isFile() ? path : join(dist, 'index.html');
    response.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : 'text/html');
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
