import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointUrl, fillPath } from './endpoints';

describe('the call table (§7)', () => {
  it('keeps the paths the spec gives', () => {
    expect(ENDPOINTS.token.path).toBe('/auth/realms/global/protocol/openid-connect/token');
    expect(ENDPOINTS.idpLogout.path).toBe('/auth/realms/global/protocol/openid-connect/logout');
    expect(ENDPOINTS.portalLogout).toMatchObject({
      method: 'POST',
      path: '/savingglobal/rest/open_api/v2/logout',
    });
    expect(ENDPOINTS.sessionProbe).toMatchObject({
      method: 'GET',
      path: '/savingglobal/rest/open_api/v2/customer',
    });
    expect(ENDPOINTS.customer.path).toBe('/customers/{bacNumber}');
    expect(ENDPOINTS.unreadCount.path).toBe('/threads/unread-count');
    expect(ENDPOINTS.switchableAccounts.path).toBe('/public/users/{userId}/switchable-accounts');
  });

  it('builds URLs with encoded parameters and query', () => {
    expect(
      endpointUrl('https://api.example/x/', ENDPOINTS.account, { accountId: 'a b' }, { embed: 'balance' }),
    ).toBe('https://api.example/x/accounts/a%20b?embed=balance');
    expect(() => fillPath('/customers/{bacNumber}', {})).toThrow(/bacNumber/);
  });

  it('never lets a parameter add a path segment', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        const path = fillPath('/customers/{bacNumber}', { bacNumber: value });
        return path.split('/').length === 3;
      }),
    );
  });
});
