/**
 * §9 consent defaults, as the `gtag('consent', 'default', …)` commands the web driver issues before
 * the tag manager loads.
 *
 * How §9 is read (docs/decisions/012-configuration.md): ad and analytics storage are denied by
 * default, with a 2000 ms wait for the consent manager's update. The sentence "default consent
 * granted for UK, Ireland, France, US, Spain, Netherlands, Poland, Austria, Germany" is NOT read as
 * granting ad or analytics storage there: that would contradict the first sentence for nine of the
 * twelve markets and, for the EU and UK, the GDPR/ePrivacy and PECR rule that such storage needs
 * prior consent. It is read as the region list of a region-scoped default command: in those
 * markets the consent manager is in charge, strictly necessary storage (functionality, security)
 * is granted by default, and ad and analytics storage stay denied until the consent manager
 * sends an `update`. Consent Mode v2's `ad_user_data` and `ad_personalization` are denied with
 * `ad_storage`, since Google requires them for EEA traffic.
 */
import { PORTAL_CONSTANTS } from './constants';
import { deepFreeze } from './freeze';

export type ConsentType =
  | 'ad_storage'
  | 'analytics_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'functionality_storage'
  | 'security_storage';
export type ConsentState = 'granted' | 'denied';

export type ConsentDefaultParameters = {
  readonly [Type in ConsentType]?: ConsentState;
} & {
  readonly wait_for_update?: number;
  /** ISO 3166-1 alpha-2 (or 3166-2) codes; a region-scoped default wins over the global one. */
  readonly region?: readonly string[];
};

/** Arguments of one `gtag(...)` call. */
export type GtagConsentDefaultCommand = readonly ['consent', 'default', ConsentDefaultParameters];

/**
 * §9: the markets the consent default names, as gtag region codes. The spec's "UK" is `GB` in
 * ISO 3166, which is what gtag matches.
 */
export const CONSENT_DEFAULT_REGIONS = Object.freeze(['GB', 'IE', 'FR', 'US', 'ES', 'NL', 'PL', 'AT', 'DE']);

const denyTracking = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

/**
 * §9: the consent defaults, global first, then the region-scoped one. Regional commands repeat the
 * denials, because gtag resolves each region's defaults from the most specific command.
 * @example for (const args of consentDefaultCommands()) gtag(...args);
 */
export function consentDefaultCommands(
  waitForUpdateMs: number = PORTAL_CONSTANTS.consent.waitForUpdateMs,
): readonly GtagConsentDefaultCommand[] {
  const commands: GtagConsentDefaultCommand[] = [
    ['consent', 'default', { ...denyTracking, wait_for_update: waitForUpdateMs }],
    [
      'consent',
      'default',
      {
        ...denyTracking,
        functionality_storage: 'granted',
        security_storage: 'granted',
        wait_for_update: waitForUpdateMs,
        region: [...CONSENT_DEFAULT_REGIONS],
      },
    ],
  ];
  return deepFreeze(commands);
}
