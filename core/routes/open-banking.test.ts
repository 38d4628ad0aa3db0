import { describe, expect, it } from 'vitest';
import { openBankingDestination, openBankingFlow, openBankingLoginPath, swapLoginSegment } from '.';

describe('open-banking login variant (§2.1)', () => {
  it('chooses payout with is_payout, piis with is_piis, otherwise ais', () => {
    expect(openBankingFlow(new URLSearchParams('is_payout=true'))).toBe('payout');
    expect(openBankingFlow(new URLSearchParams('is_piis=1'))).toBe('piis');
    expect(openBankingFlow(new URLSearchParams('is_payout=1&is_piis=1'))).toBe('payout');
    expect(openBankingFlow(new URLSearchParams(''))).toBe('ais');
  });

  it('swaps the login path segment for the flow and carries the access token in the fragment', () => {
    const login = openBankingLoginPath('de-DE');
    expect(login).toBe('/de-de/open-banking/login/');
    expect(swapLoginSegment(login, 'piis')).toBe('/de-de/open-banking/piis/');
    expect(openBankingDestination(login, new URLSearchParams('is_payout=1'), 'a.b.c')).toBe(
      '/de-de/open-banking/payout/#access_token=a.b.c',
    );
    expect(() => swapLoginSegment('/de-de/dashboard/', 'ais')).toThrow(/open-banking login/);
  });
});
