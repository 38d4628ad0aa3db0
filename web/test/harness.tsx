/**
 * Test harness for pages and the shell frame: a Portal built from core's fakes and an in-process
 * sandbox (fixtures' `createSandbox().handle`, no network), rendered with a memory router and the
 * real route table. Tests of the session dialog use fake time instead (SessionDialog.test.tsx).
 */
import { type RenderResult, render, screen } from '@testing-library/react';
import { createTokenStore } from '../../core/auth';
import { createCaptchaStore } from '../../core/captcha';
import { createIdentityStore } from '../../core/login';
import type { PortalCore } from '../../core/portal';
import type { Fetch, Scheduler } from '../../core/ports';
import { createInProcessLocks } from '../../core/ports';
import {
  createBroadcastHub,
  createFakeActivity,
  createFakeLifecycle,
  createMemoryCookies,
  createMemoryStorage,
  createRecordingLogger,
} from '../../core/ports/testing';
import { createSandbox, loginAs, type Sandbox, solveCaptcha } from '../../fixtures';
import type { BrowserPorts, RouterNavigation } from '../adapters';
import { createBrowserClock } from '../adapters/clock';
import { createBrowserScheduler } from '../adapters/scheduler';
import type { BotCheckFactory } from '../app/captcha';
import { PortalProvider } from '../app/PortalContext';
import { createPortal, type Portal } from '../app/portal';
import { resolvePortalConfig } from '../config/check-portal-config';
import file from '../config/portal.config.json';
import type { PortalConfig } from '../config/portal-config';
import { createPortalRouter, PortalRoutes, type PortalView } from '../routing';
import { createMemoryHistory, type Router } from '../routing/router';
import { installDialogPolyfill } from './dialog';
import { trackTestPortal } from './running-portals';

export const SANDBOX_ORIGIN = 'http://sandbox.test';
export const SITE_ORIGIN = 'http://127.0.0.1:5173';

export type RecordingDataLayer = BrowserPorts['analytics'] & {
  readonly events: Array<{ event: string; data?: unknown }>;
};

function recordingDataLayer(): RecordingDataLayer {
  const events: Array<{ event: string; data?: unknown }> = [];
  return {
    events,
    track: (event, data) => void events.push({ event, data }),
    identify: (customerNumber) => void events.push({ event: 'identifier', data: { customerNumber } }),
    updateConsent: (command) => void events.push({ event: 'gtag-consent-update', data: command[2] }),
  };
}

/** Navigation through the memory router; `currentUrl` as the browser would report it. */
function memoryNavigation(): RouterNavigation & { router?: Router<PortalView> } {
  const navigation: RouterNavigation & { router?: Router<PortalView> } = {
    attach(router) {
      navigation.router = router as Router<PortalView>;
    },
    currentUrl() {
      const location = navigation.router?.state.location;
      return `${SITE_ORIGIN}${location ? `${location.pathname}${location.search}${location.hash}` : '/'}`;
    },
    go(url, options) {
      const target = new URL(url, SITE_ORIGIN);
      if (options?.force) navigation.router?.unblock();
      void navigation.router?.navigate(`${target.pathname}${target.search}${target.hash}`, {
        replace: options?.replace,
      });
    },
  };
  return navigation;
}

/** Pauses at or below this pass at once in the harness: the API's retry pauses (0.5 s, 1.5 s). */
export const SHORT_WAIT_MS = 2_000;

/**
 * The browser's timers, except that short pauses pass at once: a 500 from the back end is still
 * retried twice, in order, as core/api decides, but the test does not sit through 2 s of real
 * pauses per failing call. Longer timers (session deadlines, the 3 s copy hint, the 5 s
 * confirmation) keep their real length; their timing is tested with fake time in core and in
 * SessionDialog.test.tsx.
 */
function shortWaitScheduler(inner: Scheduler = createBrowserScheduler()): Scheduler {
  return {
    setTimeout: (fn, ms) => inner.setTimeout(fn, ms <= SHORT_WAIT_MS ? 0 : ms),
    clearTimeout: (handle) => inner.clearTimeout(handle),
  };
}

/** A bot check whose solver solves the sandbox's real challenge, like the widget does. */
export function sandboxBotCheck(
  fetch: Fetch,
  ports: Pick<BrowserPorts, 'clock' | 'scheduler'>,
): BotCheckFactory {
  return () => ({
    store: createCaptchaStore({
      clock: ports.clock,
      scheduler: ports.scheduler,
      settings: { solveOn: 'submit', visible: true, version: 1 },
      solver: {
        async solve() {
          const challenge = await (await fetch(`${SANDBOX_ORIGIN}/captcha/challenge`)).json();
          return { token: await solveCaptcha(challenge as never), expiresAt: null };
        },
      },
    }),
  });
}

export interface TestPortal {
  readonly portal: Portal;
  readonly sandbox: Sandbox;
  readonly config: PortalConfig;
  readonly analytics: RecordingDataLayer;
  readonly logger: ReturnType<typeof createRecordingLogger>;
  readonly navigation: ReturnType<typeof memoryNavigation>;
  /** Calls the portal made, by path. */
  readonly requests: string[];
  /** Makes calls whose URL matches fail with the status (a fault of the back end). */
  failWhen(matcher: (url: URL) => boolean, status?: number): void;
  clearFaults(): void;
}

export interface TestPortalOptions {
  readonly flags?: Record<string, unknown>;
  /** Extra file configuration (appLinks, …). */
  readonly file?: Record<string, unknown>;
  /** The login pages' bot check; by default the sandbox's proof of work without a widget. */
  readonly botCheck?: (defaults: BotCheckFactory) => BotCheckFactory;
  /** The signed-in world's code arrives only once this has settled (a slow network for its chunk). */
  readonly coreArrives?: Promise<void>;
}

/** @example const test = await createTestPortal(); // disposed after the test */
export async function createTestPortal(options: TestPortalOptions = {}): Promise<TestPortal> {
  installDialogPolyfill();
  const sandbox = await createSandbox({ config: { captchaMaxNumber: 50 } });
  const faults: Array<{ matcher: (url: URL) => boolean; status: number }> = [];
  const requests: string[] = [];
  const fetch: Fetch = async (input, init) => {
    const request = new Request(String(input), init as RequestInit);
    const url = new URL(request.url);
    requests.push(url.pathname + url.search);
    const fault = faults.find((candidate) => candidate.matcher(url));
    if (fault) return new Response(JSON.stringify({ error: 'server_error' }), { status: fault.status });
    return sandbox.handle(request);
  };
  const config = resolvePortalConfig(
    { ...file, ...options.file, flags: { ...file.flags, ...options.flags } },
    { VITE_SANDBOX_URL: SANDBOX_ORIGIN },
    SITE_ORIGIN,
  );
  const analytics = recordingDataLayer();
  const logger = createRecordingLogger();
  const navigation = memoryNavigation();
  const ports: BrowserPorts = {
    clock: createBrowserClock(),
    scheduler: shortWaitScheduler(),
    storage: createMemoryStorage(),
    fetch,
    navigation,
    activity: createFakeActivity(),
    lifecycle: createFakeLifecycle(),
    broadcast: createBroadcastHub().channel(),
    locks: createInProcessLocks(),
    cookies: createMemoryCookies(),
    logger,
    analytics,
  };
  const { coreArrives } = options;
  const portal = createPortal(config, ports, {
    documentLanguage: () => document.documentElement.lang,
    botCheck: (options.botCheck ?? ((defaults) => defaults))(sandboxBotCheck(fetch, ports)),
    ...(coreArrives ? { loadSignedIn: () => coreArrives.then(() => import('../signed-in/world')) } : {}),
  });
  trackTestPortal(portal);
  return {
    portal,
    sandbox,
    config,
    analytics,
    logger,
    navigation,
    requests,
    failWhen: (matcher, status = 500) => void faults.push({ matcher, status }),
    clearFaults: () => void faults.splice(0),
  };
}

/**
 * Signs in as a persona the way a completed login does (tokens, identity), without the login page.
 * The session lives in the signed-in world, which a completed login loads (docs/loading.md): so it
 * is loaded here too, and returned.
 */
export async function signIn(test: TestPortal, email: string): Promise<PortalCore> {
  const result = await loginAs(SANDBOX_ORIGIN, email, {
    fetch: (input, init) => test.sandbox.handle(new Request(String(input), init)),
  });
  const core = await test.portal.core.load();
  core.runtime.tokens.save(result.tokens);
  core.identity.record({ customerNumber: result.customerId, userId: result.userId });
  return core;
}

/**
 * A session an earlier visit (or another tab) stored, tokens and identity, while this tab's
 * signed-in world has not loaded: what a returning customer's tab starts with (web/main.tsx).
 */
export async function storeSession(test: TestPortal, email: string): Promise<void> {
  const result = await loginAs(SANDBOX_ORIGIN, email, {
    fetch: (input, init) => test.sandbox.handle(new Request(String(input), init)),
  });
  const { storage, clock } = test.portal.ports;
  const tokens = createTokenStore({ storage, clock });
  tokens.save(result.tokens);
  tokens.dispose();
  createIdentityStore({ storage }).record({ customerNumber: result.customerId, userId: result.userId });
}

/** The signed-in world's core of a test that signed in or whose page loaded it; throws before that. */
export function loadedCore(test: TestPortal): PortalCore {
  const core = test.portal.core.current();
  if (!core) throw new Error('The signed-in world has not loaded: sign in or await test.portal.core.load()');
  return core;
}

/** Renders the portal at `url` with the real routes. */
export function renderAt(test: TestPortal, url: string): RenderResult & { router: Router<PortalView> } {
  const router = createPortalRouter(test.portal, createMemoryHistory([url]));
  test.navigation.attach(router);
  void router.initialize();
  const result = render(
    <PortalProvider portal={test.portal}>
      <PortalRoutes router={router} />
    </PortalProvider>,
  );
  return { ...result, router };
}

export interface OpenedPage {
  readonly test: TestPortal;
  readonly view: ReturnType<typeof renderAt>;
}

export interface OpenPageOptions {
  /** The persona to sign in as first; absent: a visitor who is not signed in. */
  readonly as?: string;
  /** The page's h1 to wait for. */
  readonly heading?: string | RegExp;
  /** Options of the test portal (flags, file configuration, …). */
  readonly portal?: TestPortalOptions;
  /** What to set up once signed in, before the page renders (faults of the back end, storage). */
  readonly prepare?: (test: TestPortal) => void;
}

/**
 * A page as a customer opens it: a new test portal, signed in as the persona `as` when given,
 * rendered at `url`; with `heading`, once the page's h1 says it.
 *
 * @example const { test } = await openPage('/de-de/my-details', { as: 'demo@sandbox.local', heading: 'Meine Daten' });
 */
export async function openPage(url: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const test = await createTestPortal(options.portal);
  if (options.as) await signIn(test, options.as);
  options.prepare?.(test);
  const view = renderAt(test, url);
  if (options.heading) await screen.findByRole('heading', { level: 1, name: options.heading });
  return { test, view };
}
