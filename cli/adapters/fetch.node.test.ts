/**
 * HTTPS proxies from the usual environment variables (undici): the request goes to the
 * proxy named by HTTP(S)_PROXY, except for NO_PROXY hosts and loopback. The "proxy" here is a
 * loopback server that accepts the CONNECT tunnel and then answers in the target's place itself,
 * so nothing leaves the machine.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeFetch, proxySettings } from './fetch';

let proxy: Server;
let proxyUrl: string;
const seen: string[] = [];

/** Plays the target host at the far end of the tunnel. */
const target = createServer((request, response) => {
  seen.push(`${request.method} ${request.headers.host}${request.url}`);
  response.writeHead(200, { 'content-type': 'text/plain' }).end('via proxy');
});

beforeAll(async () => {
  proxy = createServer((request, response) => {
    seen.push(`direct ${request.url}`);
    response.writeHead(200, { 'content-type': 'text/plain' }).end('direct');
  });
  proxy.on('connect', (request, socket, head) => {
    seen.push(`CONNECT ${request.url}`);
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) socket.unshift(head);
    target.emit('connection', socket);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(() => proxy.close());

describe('proxies', () => {
  it('reads HTTPS_PROXY, HTTP_PROXY and NO_PROXY in either case and never proxies loopback', () => {
    expect(proxySettings({})).toBeNull();
    expect(proxySettings({ https_proxy: 'http://p:3128', NO_PROXY: 'bank.internal' })).toEqual({
      httpProxy: undefined,
      httpsProxy: 'http://p:3128',
      noProxy: 'bank.internal,localhost,127.0.0.1,::1',
    });
    expect(proxySettings({ HTTP_PROXY: ' ' })).toBeNull();
  });

  it('sends requests through the proxy, but not those for NO_PROXY hosts or loopback', async () => {
    const fetch = await createNodeFetch({ HTTP_PROXY: proxyUrl, NO_PROXY: '127.0.0.2' });
    const response = await fetch('http://portal.example.invalid/de-de/');
    expect(await response.text()).toBe('via proxy');
    expect(seen).toEqual(['CONNECT portal.example.invalid:80', 'GET portal.example.invalid/de-de/']);
    // Direct, so nothing answers on 127.0.0.2; through the proxy it would have answered.
    await expect(fetch(`http://127.0.0.2:${new URL(proxyUrl).port}/direct`)).rejects.toThrow();
    expect(seen).toHaveLength(2);
    // Loopback (the sandbox) goes direct.
    expect(await (await fetch(`${proxyUrl}/sandbox`)).text()).toBe('direct');
    expect(seen.at(-1)).toBe('direct /sandbox');
  });

  it('uses the global fetch when no proxy is set', async () => {
    expect(await createNodeFetch({})).not.toBe(undefined);
    const response = await (await createNodeFetch({}))(`${proxyUrl}/plain`);
    expect(response.status).toBe(200);
    expect(seen.at(-1)).toBe('direct /plain');
  });
});
