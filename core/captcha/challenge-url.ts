/**
 * Where a challenge of each generation comes from (§9 captchaV2): the provider's challenge call
 * (core/contract CAPTCHA_CHALLENGE_ENDPOINT), with `version=2` for the second generation. Its own
 * module, built from that one constant and the identity service's base, because the login page's
 * widget needs only this: not the proof of work (docs/decisions/161), not the table of every call
 * and the auth folder that core/auth `callUrl` would bring (about 0.7 kB gzip of the page).
 */
import type { ServiceBase } from '../auth';
import { CAPTCHA_CHALLENGE_ENDPOINT } from '../contract';

/** §9: 1 is the first challenge generation (the default), 2 the second (flag captchaV2). */
export type CaptchaVersion = 1 | 2;

/** The query parameter that asks the provider for the second generation. */
export const CAPTCHA_VERSION_PARAMETER = 'version';

/**
 * @example captchaChallengeUrl(config.services, 2) // 'http://127.0.0.1:4010/captcha/challenge?version=2'
 */
export function captchaChallengeUrl(services: ServiceBase, version: CaptchaVersion): string {
  const { service, path } = CAPTCHA_CHALLENGE_ENDPOINT;
  const base = typeof services === 'function' ? services(service) : services[service];
  const url = `${base.replace(/\/+$/, '')}${path}`;
  return version === 2 ? `${url}?${CAPTCHA_VERSION_PARAMETER}=2` : url;
}
