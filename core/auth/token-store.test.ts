import { describe, expect, it } from 'vitest';
import { createFakeTime, createMemoryStorage, createMemoryStorageArea } from '../ports/testing';
import { createTokenStore, TOKEN_STORAGE_KEYS, type TokenSnapshot } from '.';
import { issueTokens, unsignedJwt } from './testing';

const NOW = Date.UTC(2025, 0, 1, 12);
const present = (snapshot: TokenSnapshot) => {
  if (snapshot.status !== 'present') throw new Error('expected a token');
  return snapshot;
};

function setup(options: { simulatedLifetimeSeconds?: number } = {}) {
  const time = createFakeTime({ now: NOW });
  const storage = createMemoryStorage();
  const tokens = createTokenStore({ storage, clock: time.clock, ...options });
  return { time, storage, tokens };
}

describe('auth token store (§3)', () => {
  it('keeps the tokens and the time difference under the documented keys', () => {
    const { storage, tokens } = setup();
    const pair = issueTokens(NOW);
    tokens.save(pair, { requestStart: NOW - 200, responseEnd: NOW + 200 });
    expect(storage.entries()).toEqual({
      [TOKEN_STORAGE_KEYS.accessToken]: pair.access_token,
      [TOKEN_STORAGE_KEYS.refreshToken]: pair.refresh_token,
      [TOKEN_STORAGE_KEYS.timeSkew]: '0',
      [TOKEN_STORAGE_KEYS.sessionStartedAt]: String(NOW),
    });
    expect(tokens.accessToken()).toBe(pair.access_token);
    expect(tokens.refreshToken()).toBe(pair.refresh_token);
  });

  it('derives timing, never the tokens, into its snapshot', () => {
    const { tokens } = setup();
    tokens.save(issueTokens(NOW, { accessSeconds: 300, refreshSeconds: 1800, azp: 'portal-web' }));
    const snapshot = present(tokens.getSnapshot());
    expect(snapshot).toMatchObject({
      expiresAt: NOW + 300_000,
      refreshExpiresAt: NOW + 1_800_000,
      timing: 'claims',
      clientId: 'portal-web',
      hasRefreshToken: true,
      sessionStartedAt: NOW,
    });
    expect(JSON.stringify(snapshot)).not.toContain(tokens.accessToken());
    expect(tokens.getSnapshot()).toBe(snapshot);
  });

  it('§7: falls back to client id "login" when the token names no azp', () => {
    const { tokens } = setup();
    const iat = NOW / 1000;
    tokens.save({ access_token: unsignedJwt({ iat, exp: iat + 300 }), refresh_token: 'opaque' });
    expect(present(tokens.getSnapshot())).toMatchObject({ clientId: 'login', refreshExpiresAt: null });
  });

  it('§5: is valid until exp on the corrected clock, not a millisecond longer', async () => {
    const { time, tokens } = setup();
    tokens.save(issueTokens(NOW, { accessSeconds: 300 }), { requestStart: NOW, responseEnd: NOW });
    await time.advance(300_000);
    expect(tokens.isValid()).toBe(true);
    expect(tokens.validAccessToken()).toBe(tokens.accessToken());
    await time.advance(1);
    expect(tokens.isValid()).toBe(false);
    expect(tokens.validAccessToken()).toBeNull();
  });

  it('design §6: a clock an hour ahead or behind neither expires the token at once nor makes it endless', () => {
    for (const clientAheadMs of [3_600_000, -3_600_000]) {
      const { tokens } = setup();
      const serverNow = NOW - clientAheadMs;
      tokens.save(issueTokens(serverNow, { accessSeconds: 300 }), {
        requestStart: NOW - 100,
        responseEnd: NOW + 100,
      });
      const snapshot = present(tokens.getSnapshot());
      expect(snapshot.skewSeconds).toBe(clientAheadMs / 1000);
      expect(tokens.isValid()).toBe(true);
      expect(snapshot.expiresAt).toBe(NOW + 300_000);
    }
  });

  it('§3: keeps a time difference once a token exists, even one stored without it', () => {
    const storage = createMemoryStorage({ access_token: issueTokens(NOW - 60_000).access_token });
    const time = createFakeTime({ now: NOW });
    const tokens = createTokenStore({ storage, clock: time.clock });
    expect(present(tokens.getSnapshot()).skewSeconds).toBe(60);
  });

  it('§9: estimates a token it cannot read as living 5 minutes from when it was stored', async () => {
    const { time, tokens } = setup();
    tokens.save({ access_token: 'not-a-jwt', refresh_token: 'r' });
    expect(present(tokens.getSnapshot())).toMatchObject({
      timing: 'estimate',
      expiresAt: NOW + 300_000,
      skewSeconds: 0,
    });
    await time.advance(300_001);
    expect(tokens.isValid()).toBe(false);
  });

  it('§4: local development treats a token as living 220 s and bypasses the validity check', async () => {
    const { time, tokens } = setup({ simulatedLifetimeSeconds: 220 });
    tokens.save(issueTokens(NOW - 3_600_000, { accessSeconds: 300 }));
    expect(present(tokens.getSnapshot())).toMatchObject({ timing: 'simulated', expiresAt: NOW + 220_000 });
    await time.advance(600_000);
    expect(tokens.isValid()).toBe(true);
  });

  it('clears everything it stored and counts a generation', () => {
    const { storage, tokens } = setup();
    tokens.save(issueTokens(NOW));
    const before = tokens.generation();
    tokens.clear();
    expect(storage.entries()).toEqual({});
    expect(tokens.getSnapshot()).toEqual({ status: 'none' });
    expect(tokens.generation()).toBe(before + 1);
  });

  it('hears another tab save and clear, and counts that clear as a new generation too', async () => {
    const time = createFakeTime({ now: NOW });
    const area = createMemoryStorageArea();
    const tabA = createTokenStore({ storage: area.tab(), clock: time.clock });
    const tabB = createTokenStore({ storage: area.tab(), clock: time.clock });
    let heard = 0;
    tabB.subscribe(() => heard++);
    tabA.save(issueTokens(NOW));
    await time.flush();
    expect(heard).toBeGreaterThan(0);
    expect(tabB.getSnapshot().status).toBe('present');
    const generation = tabB.generation();
    tabA.clear();
    await time.flush();
    expect(tabB.getSnapshot()).toEqual({ status: 'none' });
    expect(tabB.generation()).toBe(generation + 1);
  });

  it('changes version with every new access token', () => {
    const { tokens } = setup();
    tokens.save(issueTokens(NOW, { serial: 1 }));
    const first = present(tokens.getSnapshot()).version;
    tokens.save(issueTokens(NOW, { serial: 2 }));
    expect(present(tokens.getSnapshot()).version).toBe(first + 1);
  });
});
