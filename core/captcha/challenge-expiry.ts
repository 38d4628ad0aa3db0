/**
 * A challenge's expiry, read from its salt. Apart from the proof of work (proof-of-work.ts) because
 * the widget's solver needs only this, and the login page should not load the search with it
 * (docs/decisions/161).
 */
import type { CaptchaChallenge } from '../auth';

/**
 * When the challenge expires (epoch ms), from the `expires` parameter ALTCHA puts in the salt
 * (`<random>?expires=<epoch seconds>&`); null when it has none.
 * @example challengeExpiresAt({ salt: 'ab12?expires=1735689900&', … }) // 1735689900000
 */
export function challengeExpiresAt(challenge: Pick<CaptchaChallenge, 'salt'>): number | null {
  const query = challenge.salt.split('?')[1];
  if (!query) return null;
  const raw = new URLSearchParams(query).get('expires') ?? new URLSearchParams(query).get('expire');
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  return Number(raw) * 1000;
}
