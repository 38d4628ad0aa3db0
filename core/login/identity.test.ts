import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../ports/testing';
import { createIdentityStore } from './identity';

describe('the recorded customer (§4 Login: "records the customer number")', () => {
  it('records a login and keeps the country only for the same customer', () => {
    const storage = createMemoryStorage();
    const identity = createIdentityStore({ storage });
    identity.record({ customerNumber: '0042', userId: 'u-1' });
    identity.recordCountry('GB');
    identity.record({ customerNumber: '0042' });
    expect(identity.get()).toEqual({ customerNumber: '0042', userId: null, country: 'GB' });
    identity.record({ customerNumber: '0043', userId: 'u-2' });
    expect(identity.get()).toEqual({ customerNumber: '0043', userId: 'u-2', country: null });
  });

  it('is cleared by the logout reset step', async () => {
    const storage = createMemoryStorage();
    const hooks: Array<() => void | Promise<void>> = [];
    const identity = createIdentityStore({
      storage,
      session: {
        onReset: (hook) => {
          hooks.push(hook);
          return () => {};
        },
      },
    });
    identity.record({ customerNumber: '0042', userId: 'u-1' });
    for (const hook of hooks) await hook();
    expect(storage.entries()).toEqual({});
  });
});
