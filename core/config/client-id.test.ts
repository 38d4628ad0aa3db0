import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID, refreshClientId } from '.';

describe('client id (§7, §9)', () => {
  it('§7 refresh uses the token azp, default login', () => {
    expect(DEFAULT_CLIENT_ID).toBe('login');
    expect(refreshClientId('portal-web')).toBe('portal-web');
    expect(refreshClientId(undefined)).toBe('login');
    expect(refreshClientId(null)).toBe('login');
    expect(refreshClientId('  ')).toBe('login');
  });
});
