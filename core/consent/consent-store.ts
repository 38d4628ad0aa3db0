/**
 * The consent manager's state (§2.6 second layer, §9 defaults): the visitor's decision, kept in
 * storage so every tab and the next visit see it, and pushed to the tag manager as a gtag
 * `consent update`.
 *
 * §9's defaults deny ad and analytics storage and make tags wait 2000 ms for an update. A visitor
 * who decided before gets their decision pushed when the store is created, which the web driver
 * does in the same task that writes the defaults, so the update is in the data layer long before
 * the wait ends (and before the tag manager's script can run). Without a decision the defaults
 * stay in force. A decision older than 13 months counts as none, so the visitor is asked again
 * (docs/decisions/105-consent-layer.md).
 */
import type { Clock, KeyValueStorage, Unsubscribe } from '../ports';
import { createStore } from '../store';
import {
  type ConsentChoices,
  consentUpdateCommand,
  DEFAULT_CONSENT_CHOICES,
  type GtagConsentUpdateCommand,
} from './choices';

export const CONSENT_STORAGE_KEY = 'portal:consent';
/** The stored record's shape; a record of another version is ignored (the visitor is asked again). */
export const CONSENT_RECORD_VERSION = 1;
/** 13 months (395 days), the longest a consent decision is relied on before asking again. */
export const CONSENT_MAX_AGE_MS = 395 * 24 * 60 * 60 * 1000;

export type ConsentSnapshot =
  | { readonly status: 'undecided'; readonly choices: ConsentChoices }
  | { readonly status: 'decided'; readonly choices: ConsentChoices; readonly decidedAt: number };

/** Where decisions take effect: the tag manager's data layer in the browser. */
export interface ConsentSink {
  update(command: GtagConsentUpdateCommand): void;
}

export interface ConsentStore {
  getSnapshot(): ConsentSnapshot;
  subscribe(listener: () => void): Unsubscribe;
  /** Stores the decision and pushes it to the sink. */
  decide(choices: ConsentChoices): void;
  dispose(): void;
}

export interface ConsentStoreOptions {
  readonly storage: KeyValueStorage;
  readonly clock: Pick<Clock, 'now'>;
  readonly sink: ConsentSink;
}

interface StoredConsent {
  readonly v: number;
  readonly analytics: boolean;
  readonly marketing: boolean;
  readonly decidedAt: number;
}

const UNDECIDED: ConsentSnapshot = Object.freeze({ status: 'undecided', choices: DEFAULT_CONSENT_CHOICES });

function parseRecord(value: string | null, now: number): ConsentSnapshot {
  if (value === null) return UNDECIDED;
  let record: Partial<StoredConsent>;
  try {
    record = JSON.parse(value) as Partial<StoredConsent>;
  } catch {
    return UNDECIDED;
  }
  if (
    typeof record !== 'object' ||
    record === null ||
    record.v !== CONSENT_RECORD_VERSION ||
    typeof record.analytics !== 'boolean' ||
    typeof record.marketing !== 'boolean' ||
    typeof record.decidedAt !== 'number' ||
    !Number.isFinite(record.decidedAt) ||
    now - record.decidedAt > CONSENT_MAX_AGE_MS
  )
    return UNDECIDED;
  return Object.freeze({
    status: 'decided',
    choices: Object.freeze({ analytics: record.analytics, marketing: record.marketing }),
    decidedAt: record.decidedAt,
  });
}

const same = (a: ConsentSnapshot, b: ConsentSnapshot) =>
  a.status === b.status &&
  a.choices.analytics === b.choices.analytics &&
  a.choices.marketing === b.choices.marketing;

/**
 * @example
 * const consent = createConsentStore({ storage, clock, sink: { update: (command) => gtag(...command) } });
 * consent.decide({ analytics: true, marketing: false });
 */
export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const { storage, clock, sink } = options;
  const store = createStore(parseRecord(storage.get(CONSENT_STORAGE_KEY), clock.now()));
  const initial = store.getSnapshot();
  if (initial.status === 'decided') sink.update(consentUpdateCommand(initial.choices));

  // Another tab decided (or storage was cleared): this tab's tags follow the same decision.
  const stopWatching = storage.subscribe((change) => {
    if (change.key !== null && change.key !== CONSENT_STORAGE_KEY) return;
    const next = parseRecord(storage.get(CONSENT_STORAGE_KEY), clock.now());
    if (same(next, store.getSnapshot())) return;
    sink.update(consentUpdateCommand(next.choices));
    store.publish(next);
  });

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    decide(choices) {
      const decidedAt = clock.now();
      const record: StoredConsent = {
        v: CONSENT_RECORD_VERSION,
        analytics: choices.analytics,
        marketing: choices.marketing,
        decidedAt,
      };
      storage.set(CONSENT_STORAGE_KEY, JSON.stringify(record));
      sink.update(consentUpdateCommand(choices));
      store.publish(
        Object.freeze({
          status: 'decided',
          choices: Object.freeze({ analytics: choices.analytics, marketing: choices.marketing }),
          decidedAt,
        }),
      );
    },
    dispose() {
      stopWatching();
      store.dispose();
    },
  };
}
