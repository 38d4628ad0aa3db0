/**
 * A tiny static server for the built web portal on 127.0.0.1 (what `npm run preview` does with
 * Vite, without loading Vite): files from web/dist, every other path answered with index.html so the
 * client-side router shows the route (or its 404 page), and `/static/` (the CMS images, root-relative
 * on the site) passed through to the sandbox, as the preview server's proxy does.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The headers the preview server adds that a meta tag cannot carry. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

export interface StaticServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  /** Where `/static/` goes; set once the sandbox runs (it needs this server's origin first). */
  setSandboxOrigin(origin: string): void;
  close(): Promise<void>;
}

/** Forwards one request to another loopback server, unchanged; a dropped answer drops this one too. */
export function forward(req: IncomingMessage, res: ServerResponse, target: URL, path: string): void {
  const outgoing = request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path,
      headers: { ...req.headers, host: target.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  outgoing.on('error', () => res.destroy());
  req.pipe(outgoing);
}

function send(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
  res.end(text);
}

/**
 * @example const web = await serveWebDist('web/dist'); web.setSandboxOrigin(sandbox.url); … await web.close();
 */
export async function serveWebDist(root: string): Promise<StaticServer> {
  const base = normalize(root);
  let sandbox: URL | undefined;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    if (url.pathname.startsWith('/static/')) {
      if (!sandbox) return send(res, 503, 'No sandbox behind /static/ yet.');
      return forward(req, res, sandbox, `${url.pathname}${url.search}`);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed.');
    let path: string;
    try {
      path = normalize(join(base, decodeURIComponent(url.pathname)));
    } catch {
      return send(res, 400, 'Bad path.');
    }
    if (path !== base && !path.startsWith(base + sep)) return send(res, 403, 'Outside the site.');
    const isFile = existsSync(path) && statSync(path).isFile();
    // A missing asset is a 404; a prerendered page (web/prerender) is its folder's index.html; any
    // other path is a route of the single-page app.
    if (!isFile && extname(url.pathname) !== '') return send(res, 404, 'Not found.');
    const prerendered = join(path, 'index.html');
    const file = isFile ? path : existsSync(prerendered) ? prerendered : join(base, 'index.html');
    const immutable = file.includes(`${sep}assets${sep}`) && /-[\w-]{8}\.\w+$/.test(file);
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...SECURITY_HEADERS,
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    setSandboxOrigin(next) {
      sandbox = new URL(next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
