/**
 * AnalyticsSink port (§7) on the tag manager's data layer (`window.dataLayer`).
 *
 * Order matters and is kept here: the §9 consent defaults (core/config `consentDefaultCommands`)
 * are in the data layer before any tag can read it; the third-party consent manager and tag
 * manager scripts load only when the configuration asks for them (web/config), with the container
 * of the page's region (core/config `tagManagerContainerFor`). Without that configuration, events
 * still collect in the data layer and nothing leaves the browser.
 */
import { consentDefaultCommands, type TagManagerContainers, tagManagerContainerFor } from '../../core/config';
import type { GtagConsentUpdateCommand } from '../../core/consent';
import type { Locale } from '../../core/locale';
import type { AnalyticsData, AnalyticsSink } from '../../core/ports';
import { thirdPartyScriptPolicy } from '../security/trusted-types';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The event that ties later events to a customer (§6, §7: the customer id feeds the data layer). */
export const IDENTIFIER_EVENT = 'identifier';

export interface DataLayerAnalytics extends AnalyticsSink {
  /** §7: sets the identifier event with the customer id (bacNumber); null after logout. */
  identify(customerNumber: string | null): void;
  /** §2.6 the consent layer's decision, as `gtag('consent', 'update', …)` (core/consent). */
  updateConsent(command: GtagConsentUpdateCommand): void;
}

export interface DataLayerOptions {
  readonly win?: Window;
  readonly locale: Locale;
  /** The tag manager's `gtm.js` (web/config); the region's container is added here. Absent: not loaded. */
  readonly tagManagerScript?: string | undefined;
  readonly containers: Readonly<TagManagerContainers>;
  readonly consentManagerScript?: string | undefined;
}

function dataLayerOf(win: Window): unknown[] {
  win.dataLayer ??= [];
  return win.dataLayer;
}

/**
 * gtag's calling convention: the tag manager recognises commands by their `arguments` object, a
 * plain array is read as data. This is Google's documented snippet, as a module function.
 */
function gtagOn(layer: unknown[]) {
  return function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag commands must be pushed as an Arguments object
    layer.push(arguments);
  };
}

/** The CSP requires Trusted Types for script URLs: the configured scripts pass through their policy. */
function addScript(win: Window, src: string, configured: readonly string[]): void {
  const script = win.document.createElement('script');
  script.async = true;
  const policy = thirdPartyScriptPolicy(configured);
  script.src = policy ? (policy.createScriptURL(src) as unknown as string) : src;
  win.document.head.append(script);
}

/**
 * Creates the data layer with the consent defaults and, when configured, loads the scripts.
 * @example const analytics = installDataLayer({ locale: 'de-DE', containers });
 * analytics.track('login-loaded');
 */
export function installDataLayer(options: DataLayerOptions): DataLayerAnalytics {
  const win = options.win ?? window;
  const layer = dataLayerOf(win);
  const gtag = gtagOn(layer);
  for (const command of consentDefaultCommands()) gtag(...command);
  const configured = [options.consentManagerScript, options.tagManagerScript].filter(
    (url): url is string => url !== undefined,
  );
  if (options.consentManagerScript) addScript(win, options.consentManagerScript, configured);
  if (options.tagManagerScript) {
    const container = tagManagerContainerFor(options.locale, options.containers);
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(win, `${options.tagManagerScript}?id=${encodeURIComponent(container)}`, configured);
  }
  return {
    track(event: string, data?: AnalyticsData) {
      layer.push({ event, ...data });
    },
    identify(customerNumber) {
      layer.push({ event: IDENTIFIER_EVENT, customerId: customerNumber });
    },
    updateConsent(command) {
      gtag(...command);
    },
  };
}
