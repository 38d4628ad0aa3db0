/**
 * The reachability probe of the embedded sandbox on a busy machine: a sandbox that is alive but slow
 * to be scheduled is waited for (and the user told so), a silent one ends in UNREACHABLE with how
 * long was waited, and a refused port is answered at once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CliError } from '../errors';
import { ensureSandbox } from './embedded';

const servers: Server[] = [];
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server on a free loopback port that answers after `delayMs`, or never when `delayMs` is null. */
async function serverAnsweringAfter(delayMs: number | null): Promise<string> {
  const server = createServer((_request, response) => {
    if (delayMs !== null) setTimeout(() => response.end('{"keys":[]}'), delayMs);
  });
  server.on('connection', (socket) => sockets.add(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the embedded sandbox probe waits as long as a busy machine needs (design §6)', () => {
  it('a sandbox that answers after the first probe gave up is used, and the user is told once', async () => {
    const origin = await serverAnsweringAfter(600);
    const slow: string[] = [];
    const sandbox = await ensureSandbox(origin, {
      patience: { firstMs: 100, totalMs: 30_000 },
      onSlow: (slowOrigin) => slow.push(slowOrigin),
    });
    expect(sandbox).toMatchObject({ origin, startedHere: false });
    expect(slow).toEqual([origin]);
  });

  it('a sandbox that never answers ends in UNREACHABLE, saying how long it waited', async () => {
    const origin = await serverAnsweringAfter(null);
    const error = await ensureSandbox(origin, { patience: { firstMs: 100, totalMs: 1_000 } }).catch((e) => e);
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({ code: 'UNREACHABLE' });
    expect(error.message).toBe(`The sandbox at ${origin} did not answer within 1 s.`);
  });

  it('a quick answer needs no patience and says nothing', async () => {
    const origin = await serverAnsweringAfter(0);
    const slow: string[] = [];
    await ensureSandbox(origin, { onSlow: (slowOrigin) => slow.push(slowOrigin) });
    expect(slow).toEqual([]);
  });
});
