import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID, refreshClientId } from '.';

describe('client id (§7, §9)', () => {
  it('§7 refresh uses the token azp, else its client_id, else the configured client id, else login', () => {
    expect(DEFAULT_CLIENT_ID).toBe('login');
    expect(refreshClientId(['portal-web', 'other'])).toBe('portal-web');
    expect(refreshClientId([undefined, 'open-banking'], 'portal-cli')).toBe('open-banking');
    expect(refreshClientId(['  ', 'open-banking'])).toBe('open-banking');
    expect(refreshClientId([undefined, null], 'portal-cli')).toBe('portal-cli');
    expect(refreshClientId([undefined, undefined])).toBe('login');
    expect(refreshClientId([], ' ')).toBe('login');
  });
});
