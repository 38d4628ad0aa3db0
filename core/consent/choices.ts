/**
 * The visitor's consent choices (§2.6 consent second layer, §9 defaults) and the gtag command that
 * puts them into effect. Strictly necessary storage is not a choice: it is always granted once the
 * visitor has decided; analytics and marketing are the two choices (docs/decisions/105-consent-layer.md).
 */
import type { ConsentState, ConsentType } from '../config';

/** The categories the consent layer shows, in its order; `necessary` cannot be switched off. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type OptionalConsentCategory = Exclude<ConsentCategory, 'necessary'>;

export interface ConsentChoices {
  /** `analytics_storage`. */
  readonly analytics: boolean;
  /** `ad_storage`, `ad_user_data` and `ad_personalization` (Consent Mode v2). */
  readonly marketing: boolean;
}

/** §9: ad and analytics storage are denied until the visitor grants them. */
export const DEFAULT_CONSENT_CHOICES: ConsentChoices = Object.freeze({ analytics: false, marketing: false });
/** "Accept all". */
export const ALL_CONSENT_GRANTED: ConsentChoices = Object.freeze({ analytics: true, marketing: true });
/** "Reject all": strictly necessary storage only, which is the §9 default. */
export const ONLY_NECESSARY_CONSENT: ConsentChoices = DEFAULT_CONSENT_CHOICES;

export type ConsentUpdateParameters = { readonly [Type in ConsentType]: ConsentState };

/** Arguments of one `gtag('consent', 'update', …)` call. */
export type GtagConsentUpdateCommand = readonly ['consent', 'update', ConsentUpdateParameters];

const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');

/**
 * The gtag command for a decision: every consent type, so nothing is left at a regional default.
 * @example consentUpdateCommand({ analytics: true, marketing: false })
 * // ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied',
 * //   ad_personalization: 'denied', functionality_storage: 'granted', security_storage: 'granted' }]
 */
export function consentUpdateCommand(choices: ConsentChoices): GtagConsentUpdateCommand {
  return Object.freeze([
    'consent',
    'update',
    Object.freeze({
      analytics_storage: state(choices.analytics),
      ad_storage: state(choices.marketing),
      ad_user_data: state(choices.marketing),
      ad_personalization: state(choices.marketing),
      functionality_storage: 'granted',
      security_storage: 'granted',
    }),
  ] as const);
}
