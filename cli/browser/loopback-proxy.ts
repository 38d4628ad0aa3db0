/**
 * The browser's only way out: no traffic beyond loopback. Each browser context of a test
 * uses this HTTP proxy, which knows two kinds of hosts:
 *
 * - the web portal's own origin: passed to the static server;
 * - the back-end origins the build was made for (web/dist talks to http://127.0.0.1:4010, fixed at
 *   build time): sent to this test file's sandbox, which listens on a free port. The page still
 *   sees its usual origins, so the Content-Security-Policy and CORS work exactly as deployed.
 *
 * Anything else is refused with 502 and remembered, so a test can assert that nothing tried to leave.
 * A test may also rewrite the body of one path's answers (`rewrite`): hostile CMS content, for
 * example, is the sandbox's real answer with a field replaced, without a change to the sandbox.
 */
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { forward } from './static-server';

export interface LoopbackProxy {
  /** For `browser.createBrowserContext({ proxyServer })`. */
  readonly proxyServer: string;
  /** Requests that were refused because their host is not mapped. */
  readonly refused: readonly string[];
  /** Points a host (`127.0.0.1:4010`) at a loopback origin. */
  map(host: string, target: string): void;
  /** Whether the proxy passes this URL on (an http URL of a mapped host) rather than refusing it. */
  passes(url: string): boolean;
  /** Rewrites the body of every answer for `pathname` until the returned function is called. */
  rewrite(pathname: string, transform: (body: string) => string): () => void;
  close(): Promise<void>;
}

/**
 * @example const proxy = await startLoopbackProxy(); proxy.map('127.0.0.1:4010', sandbox.url);
 */
export async function startLoopbackProxy(): Promise<LoopbackProxy> {
  const routes = new Map<string, URL>();
  const rewrites = new Map<string, (body: string) => string>();
  const refused: string[] = [];

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    try {
      // A proxy receives absolute URLs: GET http://127.0.0.1:4010/path HTTP/1.1
      url = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    const target = url.protocol === 'http:' ? routes.get(url.host) : undefined;
    if (!target) {
      refused.push(`${req.method} ${url.href}`);
      res
        .writeHead(502, { 'content-type': 'text/plain' })
        .end('Refused: the browser tests stay on loopback.');
      return;
    }
    const transform = rewrites.get(url.pathname);
    if (transform) rewritten(req, res, target, `${url.pathname}${url.search}`, transform);
    else forward(req, res, target, `${url.pathname}${url.search}`);
  });
  // HTTPS tunnels (CONNECT) would leave loopback: refused.
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    refused.push(`CONNECT ${req.url}`);
    socket.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    proxyServer: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refused,
    map(host, target) {
      routes.set(host, new URL(target));
    },
    passes(url) {
      const parsed = URL.parse(url);
      return parsed?.protocol === 'http:' && routes.has(parsed.host);
    },
    rewrite(pathname, transform) {
      rewrites.set(pathname, transform);
      return () => void rewrites.delete(pathname);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Forwards one request and answers with the target's body passed through `transform`. */
function rewritten(
  req: IncomingMessage,
  res: ServerResponse,
  target: URL,
  path: string,
  transform: (body: string) => string,
): void {
  const outgoing = request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path,
      headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' },
    },
    (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', () => res.destroy());
      answer.on('end', () => {
        const body = Buffer.from(transform(Buffer.concat(chunks).toString('utf8')), 'utf8');
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...headers } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': body.length });
        res.end(body);
      });
    },
  );
  outgoing.on('error', () => res.destroy());
  req.pipe(outgoing);
}
