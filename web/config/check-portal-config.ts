/**
 * Checks the web portal's configuration at BUILD time (no zod on the login page): one
 * small file (`portal.config.json`) plus Vite environment variables, validated with core's parsers,
 * so a typo in a flag or a host fails `vite build` (and the dev server's start) with an error naming
 * the key instead of shipping a silently wrong portal. The checked result is what the browser gets
 * (portal-config-plugin.ts); the browser never parses the file itself.
 *
 * Environment variables win over the file (what `npm start` and CI use):
 * - `VITE_PORTAL_ENVIRONMENT`: local | development | staging | onboarding | production
 * - `VITE_SANDBOX_URL`: the sandbox origin for the local environment (core/config `localEnvironment`)
 * - `VITE_PORTAL_REGION`: DEU | GBR
 * - `VITE_PORTAL_FLAGS`: JSON object of flags, merged over the file's flags
 */
import * as z from 'zod/mini';
import {
  ConfigError,
  configErrorFrom,
  isPlainObject,
  LOCAL_REGION,
  LOCAL_SANDBOX_ORIGIN,
  presetFlagsFor,
  presetNavigationFor,
} from '../../core/config';
import { englishMessages, parseEnvironmentConfig, parseFlags } from '../../core/config/schemas';
import { parseHeaderConfig } from '../../core/header/config-schema';
import { parseMarketDomains } from '../../core/markets/domains-schema';
import { definePensionLogout } from '../../core/redirects';
import { type RegflowNames, regflowLocales } from '../../core/routes';
import {
  type CheckedPortalConfig,
  type PortalConfig,
  type PortalEnv,
  portalConfigFromChecked,
  TAG_MANAGER_ORIGIN,
} from './portal-config';

/** Where the sandbox serves the stand-in scripts (fixtures/stand-ins). */
const STAND_IN_PATH = '/__sandbox/stand-ins/';

const httpsUrl = z.url({ protocol: /^https$/ });

const fileSchema = z.strictObject({
  /** Input of core/config `parseEnvironmentConfig`; `origin` may come from VITE_SANDBOX_URL. */
  environment: z._default(z.record(z.string(), z.unknown()), { environment: 'local' }),
  flags: z._default(z.record(z.string(), z.unknown()), {}),
  /** Input of core/markets `parseMarketDomains`; omitted: every market stays on this site. */
  marketDomains: z.optional(z.unknown()),
  /** Input of core/header `parseHeaderConfig`. */
  header: z.unknown(),
  /** §9 the five co-branded registration flows, in the spec's order, and their distributors. */
  regflows: z.optional(
    z.object({
      names: z.tuple([z.string(), z.string(), z.string(), z.string(), z.string()]),
      distributors: z._default(z.record(z.string(), z.string()), {}),
    }),
  ),
  /** Store pages of the mobile app (footer badges, smart banner). */
  appLinks: z.optional(z.strictObject({ appStore: httpsUrl, googlePlay: httpsUrl })),
  /** §2.1 the pension ETF product's two logout return paths. */
  pensionLogoutPaths: z.optional(z.tuple([z.string(), z.string()])),
  analytics: z._default(
    z.strictObject({
      /** §7 load the tag manager (container by region from the environment config). */
      tagManager: z._default(z.boolean(), false),
      /** §7 the consent manager's script, https only; absent: not loaded. */
      consentManagerScript: z.optional(httpsUrl),
      /**
       * In the local environment, load the sandbox's stand-ins for both scripts instead
       * (fixtures/stand-ins), so the region's container, the consent defaults and the CSP are
       * tried without leaving loopback; ignored elsewhere.
       */
      standIns: z._default(z.boolean(), false),
    }),
    { tagManager: false, standIns: false },
  ),
});

export type PortalConfigFile = z.input<typeof fileSchema>;

function parseJsonFlags(text: string | undefined): Record<string, unknown> {
  if (!text?.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw configErrorFrom(
    'VITE_PORTAL_FLAGS',
    new z.core.$ZodError([{ code: 'custom', path: [], message: 'must be a JSON object', input: text }]),
  );
}

/**
 * Runs one section's parser and names its bad keys by their path in the file (`header.brandName`),
 * so the build's error points at the line to fix.
 */
function section<T>(key: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const issues = error.issues.map((issue) => ({
      key: issue.key === '(root)' ? key : `${key}.${issue.key}`,
      message: issue.message,
    }));
    const detail = issues.map((issue) => `${issue.key}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid portal.config.json: ${detail}`, issues);
  }
}

/**
 * The file's header section with the environment's preset navigation under its own (core/config
 * `presetNavigationFor`: the local §2.4 links and §6 distributor rule, shared with portal-cli).
 */
function withPresetNavigation(header: unknown, environment: string): unknown {
  const preset = presetNavigationFor(environment);
  if (!isPlainObject(header) || Object.keys(preset).length === 0) return header;
  const own = isPlainObject(header.navigation) ? header.navigation : {};
  return { ...header, navigation: { ...preset, ...own } };
}

/**
 * Validates the file and the environment and returns the plain, JSON-safe result the browser
 * build embeds. Market domains that are not configured stay null: they follow the page's origin,
 * which only the browser knows.
 * @example checkPortalConfig({ header: { brandName: 'Sandbox Bank', usAppHost: 'https://app.example' } },
 *   { VITE_SANDBOX_URL: 'http://127.0.0.1:4010' }).environment.services.customer
 * // 'http://127.0.0.1:4010/api/customer'
 * @throws ConfigError naming each bad key (with its path, e.g. `portal.config.json: header.brandName`)
 */
export function checkPortalConfig(file: unknown, env: PortalEnv): CheckedPortalConfig {
  const parsed = fileSchema.safeParse(file, englishMessages());
  if (!parsed.success) throw configErrorFrom('portal.config.json', parsed.error);
  const raw = parsed.data;
  const environmentInput: Record<string, unknown> = { ...raw.environment };
  if (env.VITE_PORTAL_ENVIRONMENT) environmentInput.environment = env.VITE_PORTAL_ENVIRONMENT;
  if (env.VITE_PORTAL_REGION) environmentInput.region = env.VITE_PORTAL_REGION;
  if (environmentInput.environment === 'local') {
    // The local preset (core/config local-preset.ts), shared with portal-cli.
    environmentInput.origin = env.VITE_SANDBOX_URL || environmentInput.origin || LOCAL_SANDBOX_ORIGIN;
    environmentInput.region ??= LOCAL_REGION;
  } else delete environmentInput.origin;
  const names = raw.regflows?.names as RegflowNames | undefined;
  const envFlags = parseJsonFlags(env.VITE_PORTAL_FLAGS);
  return {
    environment: section('environment', () => parseEnvironmentConfig(environmentInput)),
    flags: section('flags', () =>
      parseFlags({ ...presetFlagsFor(String(environmentInput.environment)), ...raw.flags, ...envFlags }),
    ),
    marketDomains:
      raw.marketDomains === undefined
        ? null
        : section('marketDomains', () => parseMarketDomains(raw.marketDomains)),
    header: section('header', () =>
      parseHeaderConfig(withPresetNavigation(raw.header, String(environmentInput.environment))),
    ),
    regflowLocales: names ? [...regflowLocales(names)] : [],
    regflowDistributors: Object.entries(raw.regflows?.distributors ?? {}).map(([flow, id]) => [
      flow.toLowerCase(),
      id,
    ]),
    appLinks: raw.appLinks ?? null,
    pensionLogout: raw.pensionLogoutPaths ? definePensionLogout(raw.pensionLogoutPaths) : null,
    analytics: analyticsScripts(raw.analytics, environmentInput),
  };
}

/**
 * §7 where the tag manager (its `gtm.js`, the container is added by region in the page) and the
 * consent manager come from: the configured third parties, or in the local environment the
 * sandbox's stand-ins when `standIns` asks for them (a build for another environment from the same
 * file loads what that environment configures).
 */
function analyticsScripts(
  analytics: { tagManager: boolean; consentManagerScript?: string | undefined; standIns: boolean },
  environment: Record<string, unknown>,
): CheckedPortalConfig['analytics'] {
  if (analytics.standIns && environment.environment === 'local') {
    const sandbox = new URL(String(environment.origin)).origin;
    return {
      tagManagerScript: `${sandbox}${STAND_IN_PATH}gtm.js`,
      consentManagerScript: `${sandbox}${STAND_IN_PATH}consent-manager.js`,
    };
  }
  return {
    tagManagerScript: analytics.tagManager ? `${TAG_MANAGER_ORIGIN}/gtm.js` : null,
    consentManagerScript: analytics.consentManagerScript ?? null,
  };
}

/**
 * Checks and resolves in one step, as the browser would see it on `siteOrigin` (tests, tools).
 * @example resolvePortalConfig(file, { VITE_SANDBOX_URL: 'http://127.0.0.1:4010' }, 'http://127.0.0.1:5173')
 *   .marketDomains.shared // 'http://127.0.0.1:5173'
 * @throws ConfigError naming each bad key
 */
export function resolvePortalConfig(file: unknown, env: PortalEnv, siteOrigin: string): PortalConfig {
  return portalConfigFromChecked(checkPortalConfig(file, env), siteOrigin);
}
