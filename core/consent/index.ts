export type { ConsentChoices, GtagConsentUpdateCommand, OptionalConsentCategory } from './choices';
export { ALL_CONSENT_GRANTED, consentUpdateCommand, ONLY_NECESSARY_CONSENT } from './choices';
export type { ConsentSnapshot, ConsentStore } from './consent-store';
export { CONSENT_STORAGE_KEY, createConsentStore } from './consent-store';
