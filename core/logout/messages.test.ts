import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logoutMessageSchema } from './message-schema';
import { isLogoutMessage, LOGOUT_REASONS } from './messages';

describe('logout message check = logoutMessageSchema ', () => {
  it('gives the schema’s verdict for any message', () => {
    const field = fc.oneof(
      fc.constantFrom(...LOGOUT_REASONS, 'logout', 'other'),
      fc.integer(),
      fc.constant(null),
    );
    const message = fc.oneof(
      fc.record({ type: field, reason: field, extra: field }, { requiredKeys: [] }),
      field,
    );
    fc.assert(
      fc.property(message, (value) => {
        expect(isLogoutMessage(value)).toBe(logoutMessageSchema.safeParse(value).success);
      }),
      { numRuns: 1000 },
    );
    expect(isLogoutMessage({ type: 'logout', reason: 'remote' })).toBe(true);
    expect(isLogoutMessage({ type: 'logout', reason: 'bored' })).toBe(false);
  });
});
