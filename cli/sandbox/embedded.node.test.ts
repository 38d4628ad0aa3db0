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

/** A loopback origin nothing listens on (its port taken, then released). */
async function silentOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('the embedded sandbox starts only where the user gave no sandbox URL', () => {
  it('a URL from PORTAL_SANDBOX_URL that does not answer is UNREACHABLE (exit 4), and nothing starts there', async () => {
    const origin = await silentOrigin();
    const started: string[] = [];
    const error = await ensureSandbox(origin, {
      source: 'PORTAL_SANDBOX_URL',
      onStarted: (at) => started.push(at),
    }).catch((e) => e);
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({ code: 'UNREACHABLE', exitCode: 4 });
    expect(error.message).toBe(`The sandbox at ${origin} (from PORTAL_SANDBOX_URL) does not answer.`);
    expect(error.hint).toContain('only when no sandbox URL is given');
    expect(started).toEqual([]);
    await expect(fetch(`${origin}/auth/realms/global/protocol/openid-connect/certs`)).rejects.toThrow();
  });

  it('with no URL given, a silent local origin gets the embedded sandbox, which stops with the command', async () => {
    const origin = await silentOrigin();
    const started: string[] = [];
    const sandbox = await ensureSandbox(origin, { source: 'default', onStarted: (at) => started.push(at) });
    try {
      expect(sandbox).toMatchObject({ origin, startedHere: true });
      expect(started).toEqual([origin]);
      expect((await fetch(`${origin}/auth/realms/global/protocol/openid-connect/certs`)).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });
});
