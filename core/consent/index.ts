export type {
  ConsentCategory,
  ConsentChoices,
  ConsentUpdateParameters,
  GtagConsentUpdateCommand,
  OptionalConsentCategory,
} from './choices';
export {
  ALL_CONSENT_GRANTED,
  CONSENT_CATEGORIES,
  consentUpdateCommand,
  DEFAULT_CONSENT_CHOICES,
  ONLY_NECESSARY_CONSENT,
} from './choices';
export type { ConsentSink, ConsentSnapshot, ConsentStore, ConsentStoreOptions } from './consent-store';
export {
  CONSENT_MAX_AGE_MS,
  CONSENT_RECORD_VERSION,
  CONSENT_STORAGE_KEY,
  createConsentStore,
} from './consent-store';
