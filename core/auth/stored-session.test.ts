import { describe, expect, it } from 'vitest';
import { createFakeTime, createMemoryStorage } from '../ports/testing';
import { createTokenStore, hasStoredSession, TOKEN_STORAGE_KEYS } from '.';
import { issueTokens } from './testing';

const NOW = Date.UTC(2025, 0, 1, 12);

describe('hasStoredSession: the token store’s “present”, without the token store', () => {
  it('agrees with the token store for nothing, a refresh token alone, a valid and an expired pair', async () => {
    const time = createFakeTime({ now: NOW });
    const storage = createMemoryStorage();
    const tokens = createTokenStore({ storage, clock: time.clock });
    const agree = () => expect(hasStoredSession(storage)).toBe(tokens.getSnapshot().status === 'present');

    expect(hasStoredSession(storage)).toBe(false);
    agree();
    storage.set(TOKEN_STORAGE_KEYS.refreshToken, 'opaque');
    expect(hasStoredSession(storage)).toBe(false);
    agree();
    tokens.save(issueTokens(NOW, { accessSeconds: 300 }), { requestStart: NOW, responseEnd: NOW });
    expect(hasStoredSession(storage)).toBe(true);
    agree();
    await time.advance(600_000); // the access token ran out while the tab slept: a refresh may revive it
    expect(tokens.isValid()).toBe(false);
    expect(hasStoredSession(storage)).toBe(true);
    agree();
    tokens.clear();
    expect(hasStoredSession(storage)).toBe(false);
    agree();
    tokens.dispose();
  });
});
