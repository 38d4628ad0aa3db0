/**
 * The web portal's configuration as the browser uses it. The file and the Vite environment are
 * checked at build time (check-portal-config.ts, with zod); the build embeds the checked, plain
 * result (`CheckedPortalConfig`, portal-config-plugin.ts), and this module turns it into the
 * `PortalConfig` the app runs with, without any parsing: no zod on the login page.
 */
import { deepFreeze, type EnvironmentConfig, type Flags } from '../../core/config';
import type { AppStoreLinks } from '../../core/footer';
import type { HeaderConfig } from '../../core/header';
import type { Locale } from '../../core/locale';
import type { MarketDomains } from '../../core/markets';
import type { PensionLogoutPaths } from '../../core/redirects';

/** What Vite hands over from `import.meta.env` (or a test). */
export interface PortalEnv {
  readonly VITE_PORTAL_ENVIRONMENT?: string | undefined;
  readonly VITE_SANDBOX_URL?: string | undefined;
  readonly VITE_PORTAL_REGION?: string | undefined;
  readonly VITE_PORTAL_FLAGS?: string | undefined;
}

export interface PortalConfig {
  readonly environment: EnvironmentConfig;
  readonly flags: Flags;
  readonly marketDomains: MarketDomains;
  /**
   * Where CMS images may come from besides the site's own paths: the services' origins, which serve
   * the CMS's and the partners' images. The footer draws no image elsewhere and the CSP's img-src
   * names the same list (security.md 12).
   */
  readonly assetOrigins: readonly string[];
  readonly header: HeaderConfig;
  /** Lower-case regflow name to its locale (core/routes `regflowLocale`). */
  readonly regflowLocales: ReadonlyMap<string, Locale>;
  /** Lower-case regflow name to the distributor whose logo the flow shows. */
  readonly regflowDistributors: ReadonlyMap<string, string>;
  readonly appLinks: AppStoreLinks | undefined;
  readonly pensionLogout: PensionLogoutPaths | undefined;
  readonly analytics: {
    /** §7 the tag manager's `gtm.js` (the page adds its region's container); absent: not loaded. */
    readonly tagManagerScript: string | undefined;
    readonly consentManagerScript: string | undefined;
  };
}

/**
 * The checked configuration in a form that survives JSON (the build embeds it): maps as entry
 * lists, absent values as null, and the market domains null when they follow the page's origin.
 */
export interface CheckedPortalConfig {
  readonly environment: EnvironmentConfig;
  readonly flags: Flags;
  readonly marketDomains: MarketDomains | null;
  readonly header: HeaderConfig;
  readonly regflowLocales: ReadonlyArray<readonly [string, Locale]>;
  readonly regflowDistributors: ReadonlyArray<readonly [string, string]>;
  readonly appLinks: AppStoreLinks | null;
  readonly pensionLogout: PensionLogoutPaths | null;
  readonly analytics: {
    readonly tagManagerScript: string | null;
    readonly consentManagerScript: string | null;
  };
}

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The configuration of a page on `siteOrigin`: without configured market domains, every market
 * stays on this site.
 * @example portalConfigFromChecked(checked, 'https://www.example-bank.com').marketDomains.nl
 * // 'https://www.example-bank.com' (when portal.config.json names no market domains)
 */
export function portalConfigFromChecked(checked: CheckedPortalConfig, siteOrigin: string): PortalConfig {
  const site = new URL(siteOrigin).origin;
  // Shared configuration stays read-only, as core's parsers leave it (a mutation throws).
  deepFreeze(checked);
  return {
    environment: checked.environment,
    flags: checked.flags,
    marketDomains: checked.marketDomains ?? { shared: site, nl: site, gb: site },
    assetOrigins: [...new Set(Object.values(checked.environment.services).map((url) => new URL(url).origin))],
    header: checked.header,
    regflowLocales: new Map(checked.regflowLocales),
    regflowDistributors: new Map(checked.regflowDistributors),
    appLinks: checked.appLinks ?? undefined,
    pensionLogout: checked.pensionLogout ?? undefined,
    analytics: {
      tagManagerScript: checked.analytics.tagManagerScript ?? undefined,
      consentManagerScript: checked.analytics.consentManagerScript ?? undefined,
    },
  };
}

/**
 * Origins the Content-Security-Policy must allow for a configuration (web/csp).
 * @example cspSourcesOf(config).connect // ['http://127.0.0.1:4010']
 */
export function cspSourcesOf(config: PortalConfig): { connect: string[]; script: string[]; image: string[] } {
  const connect = Object.values(config.environment.services).map((url) => new URL(url).origin);
  const { tagManagerScript, consentManagerScript } = config.analytics;
  const script = [tagManagerScript, consentManagerScript]
    .filter((url): url is string => url !== undefined)
    .map((url) => new URL(url).origin);
  // The tag manager reports over fetch/beacons to its own origin, and its tags load pixels there.
  const tagOrigin = tagManagerScript ? new URL(tagManagerScript).origin : undefined;
  if (tagOrigin) connect.push(tagOrigin);
  return {
    connect: [...new Set(connect)],
    script: [...new Set(script)],
    image: [...config.assetOrigins, ...(tagOrigin ? [tagOrigin] : [])],
  };
}
