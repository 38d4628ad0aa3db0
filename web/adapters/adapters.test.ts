import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentDefaultCommands, DEFAULT_TAG_MANAGER_CONTAINERS } from '../../core/config';
import { CONSENT_STORAGE_KEY, consentUpdateCommand, createConsentStore } from '../../core/consent';
import { createBrowserActivity } from './activity';
import { IDENTIFIER_EVENT, installDataLayer } from './analytics';
import { createBrowserBroadcast } from './broadcast';
import { createBrowserCookies } from './cookies';
import { createBrowserLifecycle } from './lifecycle';
import { createBrowserLocks } from './locks';
import { createRouterNavigation } from './navigation';
import { createBrowserScheduler, MAX_TIMER_DELAY_MS } from './scheduler';
import { createBrowserStorage } from './storage';

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
  delete window.dataLayer;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('scheduler adapter (design §3)', () => {
  it('splits a delay longer than the browser timer limit instead of firing at once', () => {
    vi.useFakeTimers();
    const fired = vi.fn();
    createBrowserScheduler().setTimeout(fired, MAX_TIMER_DELAY_MS + 5000);
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(fired).toHaveBeenCalledOnce();
  });

  it('clears a timer, also in its second step', () => {
    vi.useFakeTimers();
    const scheduler = createBrowserScheduler();
    const fired = vi.fn();
    const handle = scheduler.setTimeout(fired, MAX_TIMER_DELAY_MS + 10);
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS);
    scheduler.clearTimeout(handle);
    vi.advanceTimersByTime(100);
    expect(fired).not.toHaveBeenCalled();
  });
});

describe('storage adapter (design §3: changes from other tabs)', () => {
  it('reads and writes localStorage and reports other tabs’ changes from the storage event', () => {
    const storage = createBrowserStorage();
    const changes: unknown[] = [];
    storage.subscribe((change) => changes.push(change));
    storage.set('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'k', newValue: 'w', storageArea: window.localStorage }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'k', newValue: 'x', storageArea: window.sessionStorage }),
    );
    expect(changes).toEqual([{ key: 'k', newValue: 'w' }]);
  });

  it('falls back to memory when localStorage throws, and still works in this tab', () => {
    const storage = createBrowserStorage({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    storage.set('a', '1');
    expect(storage.get('a')).toBe('1');
    expect(storage.persistent).toBe(false);
    storage.remove('a');
    expect(storage.get('a')).toBeNull();
  });
});

describe('broadcast adapter (§4: every tab closes its dialog when one extends)', () => {
  it('uses BroadcastChannel when there is one', () => {
    const posted: unknown[] = [];
    class FakeChannel extends EventTarget {
      postMessage(message: unknown) {
        posted.push(message);
      }
      close() {}
    }
    const broadcast = createBrowserBroadcast({ channel: FakeChannel as unknown as typeof BroadcastChannel });
    broadcast.post({ type: 'activity', at: 1 });
    expect(posted).toEqual([{ type: 'activity', at: 1 }]);
  });

  it('falls back to storage events: other tabs hear the message, the key does not stay behind', () => {
    const broadcast = createBrowserBroadcast({ channel: undefined });
    const heard: unknown[] = [];
    broadcast.subscribe((message) => heard.push(message));
    broadcast.post({ type: 'logout' });
    expect(window.localStorage.getItem('portal:broadcast')).toBeNull();
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'portal:broadcast',
        newValue: JSON.stringify({ nonce: 'n', message: { type: 'logout' } }),
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal:broadcast', newValue: '{not json' }));
    expect(heard).toEqual([{ type: 'logout' }]);
  });
});

describe('locks adapter (design §6: one refresh at a time across tabs)', () => {
  it('uses navigator.locks with an exclusive lock when available', async () => {
    const request = vi.fn((_name: string, _options: unknown, fn: () => Promise<unknown>) => fn());
    const locks = createBrowserLocks({ request } as unknown as LockManager);
    await expect(locks.request('refresh', async () => 'done')).resolves.toBe('done');
    expect(request).toHaveBeenCalledWith('refresh', { mode: 'exclusive' }, expect.any(Function));
  });

  it('falls back to in-process locks, which still serialise holders', async () => {
    const locks = createBrowserLocks(undefined);
    const order: string[] = [];
    let release!: () => void;
    const first = locks.request('refresh', () =>
      new Promise<void>((resolve) => (release = resolve)).then(() => void order.push('first')),
    );
    const second = locks.request('refresh', async () => void order.push('second'));
    await Promise.resolve();
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
  });
});

describe('cookies adapter (§2.1 obs-deepLink)', () => {
  it('encodes values with ; and , and reads them back decoded', () => {
    const jar = { cookie: '' };
    let written = '';
    Object.defineProperty(jar, 'cookie', {
      get: () => written.split(';')[0] ?? '',
      set: (value: string) => {
        written = value;
      },
    });
    const cookies = createBrowserCookies(jar);
    cookies.set('obs-deepLink', '/de-de/documents?a=1;b=2', { maxAgeSeconds: 3600, sameSite: 'Lax' });
    expect(written).toBe(
      'obs-deepLink=%2Fde-de%2Fdocuments%3Fa%3D1%3Bb%3D2; path=/; max-age=3600; samesite=lax',
    );
    expect(cookies.get('obs-deepLink')).toBe('/de-de/documents?a=1;b=2');
    cookies.delete('obs-deepLink');
    expect(written).toContain('max-age=0');
  });

  it('treats a value that does not decode as absent', () => {
    const cookies = createBrowserCookies({ cookie: 'obs-deepLink=%E0%A4%A; other=1' });
    expect(cookies.get('obs-deepLink')).toBeNull();
    expect(cookies.get('other')).toBe('1');
  });
});

describe('activity and lifecycle adapters (§4, design §6)', () => {
  it('reports mouseup, keydown and touchend, and nothing after unsubscribing', () => {
    const seen: string[] = [];
    const stop = createBrowserActivity().subscribe((type) => seen.push(type));
    window.dispatchEvent(new MouseEvent('mouseup'));
    window.dispatchEvent(new KeyboardEvent('keydown'));
    window.dispatchEvent(new Event('touchend'));
    window.dispatchEvent(new MouseEvent('mousemove'));
    stop();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(seen).toEqual(['mouseup', 'keydown', 'touchend']);
  });

  it('maps visibilitychange, pageshow from the back-forward cache, focus and online', () => {
    const seen: string[] = [];
    const stop = createBrowserLifecycle().subscribe((type) => seen.push(type));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    window.dispatchEvent(new FocusEvent('focus'));
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('offline'));
    stop();
    expect(seen).toEqual(['visible', 'resume', 'focus', 'online', 'offline']);
  });
});

const GTM = 'https://www.googletagmanager.com/gtm.js';

describe('data layer (§7, §9 consent defaults)', () => {
  it('puts the consent defaults first and loads no third-party script unless configured', () => {
    const analytics = installDataLayer({ locale: 'de-DE', containers: DEFAULT_TAG_MANAGER_CONTAINERS });
    analytics.track('login-loaded');
    analytics.identify('0042');
    const layer = window.dataLayer ?? [];
    const commands = consentDefaultCommands();
    expect(layer.slice(0, commands.length).map((entry) => [...(entry as IArguments)])).toEqual(
      commands.map((command) => [...command]),
    );
    expect(layer.slice(commands.length)).toEqual([
      { event: 'login-loaded' },
      { event: IDENTIFIER_EVENT, customerId: '0042' },
    ]);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('§2.6/§9 a stored consent decision follows the defaults as a gtag update, before the tag manager runs', () => {
    const storage = createBrowserStorage();
    storage.set(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ v: 1, analytics: true, marketing: false, decidedAt: Date.now() }),
    );
    // What web/main.tsx and createPortal do in one task: defaults and scripts, then the consent store.
    const analytics = installDataLayer({
      locale: 'de-DE',
      tagManagerScript: GTM,
      containers: DEFAULT_TAG_MANAGER_CONTAINERS,
    });
    createConsentStore({
      storage,
      clock: { now: () => Date.now() },
      sink: { update: analytics.updateConsent },
    });
    const layer = window.dataLayer ?? [];
    const asArray = (entry: unknown) =>
      typeof entry === 'object' && entry !== null && 'length' in entry ? [...(entry as IArguments)] : entry;
    const defaults = consentDefaultCommands().length;
    expect(layer.slice(0, defaults).map(asArray)).toEqual(
      consentDefaultCommands().map((command) => [...command]),
    );
    expect(layer.slice(defaults).map(asArray)).toEqual([
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
      [...consentUpdateCommand({ analytics: true, marketing: false })],
    ]);
    // A gtag command, not data: the tag manager only reads an Arguments object as a command.
    expect(Object.prototype.toString.call(layer.at(-1))).toBe('[object Arguments]');
  });

  it('loads the tag manager with the region’s container when configured', () => {
    installDataLayer({ locale: 'en-US', tagManagerScript: GTM, containers: DEFAULT_TAG_MANAGER_CONTAINERS });
    const script = document.head.querySelector('script');
    expect(script?.src).toBe(
      `https://www.googletagmanager.com/gtm.js?id=${DEFAULT_TAG_MANAGER_CONTAINERS.unitedStates}`,
    );
  });
});

describe('navigation adapter (design §3)', () => {
  it('navigates same-origin targets with the router, keeping replace', () => {
    const navigation = createRouterNavigation();
    const navigate = vi.fn();
    const unblock = vi.fn();
    navigation.attach({ navigate, unblock });
    navigation.go(`${window.location.origin}/de-de/login/?a=1#x`, {
      replace: true,
      referrerPolicy: 'no-referrer',
    });
    expect(navigate).toHaveBeenCalledWith('/de-de/login/?a=1#x', { replace: true });
    expect(unblock).not.toHaveBeenCalled();
  });

  it('releases what a page holds (unsaved input) before a forced navigation: a logout', () => {
    const navigation = createRouterNavigation();
    const calls: string[] = [];
    navigation.attach({
      navigate: () => void calls.push('navigate'),
      unblock: () => void calls.push('unblock'),
    });
    navigation.go('/de-de/login/', { replace: true, force: true });
    expect(calls).toEqual(['unblock', 'navigate']);
  });
});
