import { describe, expect, it } from 'vitest';
import { consentDefaultCommands } from '../config';
import { createMemoryStorageArea } from '../ports/testing';
import { ALL_CONSENT_GRANTED, consentUpdateCommand, DEFAULT_CONSENT_CHOICES } from './choices';
import {
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  type ConsentSink,
  createConsentStore,
} from './consent-store';

const NOW = Date.UTC(2026, 4, 1);

function recordingSink() {
  const updates: unknown[][] = [];
  const sink: ConsentSink = { update: (command) => void updates.push([...command]) };
  return { sink, updates };
}

const clockAt = (now: number) => ({ now: () => now });

describe('consent update command (§2.6 second layer)', () => {
  it('names every consent type, so a decision overrides the regional §9 defaults completely', () => {
    const command = consentUpdateCommand({ analytics: true, marketing: false });
    expect(command).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        functionality_storage: 'granted',
        security_storage: 'granted',
      },
    ]);
    const defaults = consentDefaultCommands();
    const typesInDefaults = new Set(defaults.flatMap(([, , parameters]) => Object.keys(parameters)));
    typesInDefaults.delete('wait_for_update');
    typesInDefaults.delete('region');
    expect(Object.keys(command[2]).sort()).toEqual([...typesInDefaults].sort());
  });

  it('§9: the default choices are the default command’s denials', () => {
    const [, , update] = consentUpdateCommand(DEFAULT_CONSENT_CHOICES);
    const [[, , defaults]] = consentDefaultCommands() as unknown as [
      [string, string, Record<string, unknown>],
    ];
    for (const type of ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const)
      expect(update[type], type).toBe(defaults[type]);
  });
});

describe('consent store', () => {
  it('starts undecided with the §9 defaults and pushes nothing: the defaults stay in force', () => {
    const { sink, updates } = recordingSink();
    const store = createConsentStore({ storage: createMemoryStorageArea().tab(), clock: clockAt(NOW), sink });
    expect(store.getSnapshot()).toEqual({ status: 'undecided', choices: DEFAULT_CONSENT_CHOICES });
    expect(updates).toEqual([]);
  });

  it('stores a decision, pushes it, and tells its listeners', () => {
    const { sink, updates } = recordingSink();
    const storage = createMemoryStorageArea().tab();
    const store = createConsentStore({ storage, clock: clockAt(NOW), sink });
    let told = 0;
    store.subscribe(() => told++);
    store.decide({ analytics: true, marketing: false });
    expect(store.getSnapshot()).toEqual({
      status: 'decided',
      choices: { analytics: true, marketing: false },
      decidedAt: NOW,
    });
    expect(JSON.parse(storage.entries()[CONSENT_STORAGE_KEY] ?? '')).toEqual({
      v: 1,
      analytics: true,
      marketing: false,
      decidedAt: NOW,
    });
    expect(updates).toEqual([[...consentUpdateCommand({ analytics: true, marketing: false })]]);
    expect(told).toBe(1);
  });

  it('pushes a stored decision at once when created (the next visit, within the 2000 ms wait)', () => {
    const area = createMemoryStorageArea();
    createConsentStore({ storage: area.tab(), clock: clockAt(NOW), sink: recordingSink().sink }).decide(
      ALL_CONSENT_GRANTED,
    );
    const { sink, updates } = recordingSink();
    const store = createConsentStore({ storage: area.tab(), clock: clockAt(NOW + 1000), sink });
    expect(updates).toEqual([[...consentUpdateCommand(ALL_CONSENT_GRANTED)]]);
    expect(store.getSnapshot().status).toBe('decided');
  });

  it('asks again after 13 months, and ignores broken or foreign records', () => {
    for (const stored of [
      JSON.stringify({ v: 1, analytics: true, marketing: true, decidedAt: NOW - CONSENT_MAX_AGE_MS - 1 }),
      '{not json',
      JSON.stringify({ v: 2, analytics: true, marketing: true, decidedAt: NOW }),
      JSON.stringify({ v: 1, analytics: 'yes', marketing: true, decidedAt: NOW }),
      'null',
    ]) {
      const { sink, updates } = recordingSink();
      const storage = createMemoryStorageArea({ [CONSENT_STORAGE_KEY]: stored }).tab();
      const store = createConsentStore({ storage, clock: clockAt(NOW), sink });
      expect(store.getSnapshot().status, stored).toBe('undecided');
      expect(updates, stored).toEqual([]);
    }
    const fresh = JSON.stringify({
      v: 1,
      analytics: true,
      marketing: false,
      decidedAt: NOW - CONSENT_MAX_AGE_MS,
    });
    const storage = createMemoryStorageArea({ [CONSENT_STORAGE_KEY]: fresh }).tab();
    expect(
      createConsentStore({ storage, clock: clockAt(NOW), sink: recordingSink().sink }).getSnapshot().status,
    ).toBe('decided');
  });

  it('follows a decision made in another tab and pushes it there too', async () => {
    const area = createMemoryStorageArea();
    const first = createConsentStore({
      storage: area.tab(),
      clock: clockAt(NOW),
      sink: recordingSink().sink,
    });
    const other = recordingSink();
    const second = createConsentStore({ storage: area.tab(), clock: clockAt(NOW), sink: other.sink });
    first.decide({ analytics: false, marketing: true });
    await Promise.resolve();
    expect(second.getSnapshot().choices).toEqual({ analytics: false, marketing: true });
    expect(other.updates).toEqual([[...consentUpdateCommand({ analytics: false, marketing: true })]]);
    second.dispose();
    first.decide(ALL_CONSENT_GRANTED);
    await Promise.resolve();
    expect(other.updates).toHaveLength(1);
  });
});
