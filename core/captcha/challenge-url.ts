/**
 * Where a challenge of each generation comes from (§9 captchaV2): the provider's challenge call
 * (ENDPOINTS.captchaChallenge), with `version=2` for the second generation. Its own module because
 * the widget needs only this, not the proof of work (docs/decisions/161).
 */

import { callUrl, type ServiceBase } from '../auth';
import { ENDPOINTS } from '../contract';

/** §9: 1 is the first challenge generation (the default), 2 the second (flag captchaV2). */
export type CaptchaVersion = 1 | 2;

/** The query parameter that asks the provider for the second generation. */
export const CAPTCHA_VERSION_PARAMETER = 'version';

/**
 * @example captchaChallengeUrl(config.services, 2) // 'http://127.0.0.1:4010/captcha/challenge?version=2'
 */
export function captchaChallengeUrl(services: ServiceBase, version: CaptchaVersion): string {
  const url = callUrl(services, ENDPOINTS.captchaChallenge);
  return version === 2 ? `${url}?${CAPTCHA_VERSION_PARAMETER}=2` : url;
}
