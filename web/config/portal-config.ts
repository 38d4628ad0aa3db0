/**
 * The web portal's runtime configuration: one small file (`portal.config.json`) plus Vite
 * environment variables, validated once at start-up with core's parsers, so a typo in a flag or a
 * host is a clear error naming the key instead of a silently wrong portal.
 *
 * Environment variables win over the file (what `npm start` and CI use):
 * - `VITE_PORTAL_ENVIRONMENT`: local | development | staging | onboarding | production
 * - `VITE_SANDBOX_URL`: the sandbox origin for the local environment (core/config `localEnvironment`)
 * - `VITE_PORTAL_REGION`: DEU | GBR
 * - `VITE_PORTAL_FLAGS`: JSON object of flags, merged over the file's flags
 */
import * as z from 'zod';
import {
  configErrorFrom,
  type EnvironmentConfig,
  type Flags,
  parseEnvironmentConfig,
  parseFlags,
} from '../../core/config';
import type { AppStoreLinks } from '../../core/footer';
import { type HeaderConfig, parseHeaderConfig } from '../../core/header';
import type { Locale } from '../../core/locale';
import { type MarketDomains, parseMarketDomains } from '../../core/markets';
import { definePensionLogout, type PensionLogoutPaths } from '../../core/redirects';
import { type RegflowNames, regflowLocales } from '../../core/routes';

/** What Vite hands over from `import.meta.env` (or a test). */
export interface PortalEnv {
  readonly VITE_PORTAL_ENVIRONMENT?: string | undefined;
  readonly VITE_SANDBOX_URL?: string | undefined;
  readonly VITE_PORTAL_REGION?: string | undefined;
  readonly VITE_PORTAL_FLAGS?: string | undefined;
}

const httpsUrl = z.url({ protocol: /^https$/ });

const fileSchema = z
  .object({
    /** Input of core/config `parseEnvironmentConfig`; `origin` may come from VITE_SANDBOX_URL. */
    environment: z.record(z.string(), z.unknown()).default({ environment: 'local' }),
    flags: z.record(z.string(), z.unknown()).default({}),
    /** Input of core/markets `parseMarketDomains`; omitted: every market stays on this site. */
    marketDomains: z.unknown().optional(),
    /** Input of core/header `parseHeaderConfig`. */
    header: z.unknown(),
    /** §9 the five co-branded registration flows, in the spec's order, and their distributors. */
    regflows: z
      .object({
        names: z.tuple([z.string(), z.string(), z.string(), z.string(), z.string()]),
        distributors: z.record(z.string(), z.string()).default({}),
      })
      .optional(),
    /** Store pages of the mobile app (footer badges, smart banner). */
    appLinks: z.object({ appStore: httpsUrl, googlePlay: httpsUrl }).strict().optional(),
    /** §2.1 the pension ETF product's two logout return paths. */
    pensionLogoutPaths: z.tuple([z.string(), z.string()]).optional(),
    analytics: z
      .object({
        /** §7 load the tag manager (container by region from the environment config). */
        tagManager: z.boolean().default(false),
        /** §7 the consent manager's script, https only; absent: not loaded. */
        consentManagerScript: httpsUrl.optional(),
      })
      .strict()
      .default({ tagManager: false }),
  })
  .strict();

export type PortalConfigFile = z.input<typeof fileSchema>;

export interface PortalConfig {
  readonly environment: EnvironmentConfig;
  readonly flags: Flags;
  readonly marketDomains: MarketDomains;
  readonly header: HeaderConfig;
  /** Lower-case regflow name to its locale (core/routes `regflowLocale`). */
  readonly regflowLocales: ReadonlyMap<string, Locale>;
  /** Lower-case regflow name to the distributor whose logo the flow shows. */
  readonly regflowDistributors: ReadonlyMap<string, string>;
  readonly appLinks: AppStoreLinks | undefined;
  readonly pensionLogout: PensionLogoutPaths | undefined;
  readonly analytics: {
    readonly tagManager: boolean;
    readonly consentManagerScript: string | undefined;
  };
}

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

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
    new z.ZodError([{ code: 'custom', path: [], message: 'must be a JSON object', input: text }]),
  );
}

/**
 * @example resolvePortalConfig({ header: { brandName: 'Sandbox Bank', usAppHost: 'https://app.example' } },
 *   { VITE_SANDBOX_URL: 'http://127.0.0.1:4010' }, 'http://127.0.0.1:5173').environment.services.customer
 * // 'http://127.0.0.1:4010/api/customer'
 * @throws ConfigError naming each bad key
 */
export function resolvePortalConfig(file: unknown, env: PortalEnv, siteOrigin: string): PortalConfig {
  const parsed = fileSchema.safeParse(file);
  if (!parsed.success) throw configErrorFrom('portal.config.json', parsed.error);
  const raw = parsed.data;
  const environmentInput: Record<string, unknown> = { ...raw.environment };
  if (env.VITE_PORTAL_ENVIRONMENT) environmentInput.environment = env.VITE_PORTAL_ENVIRONMENT;
  if (env.VITE_PORTAL_REGION) environmentInput.region = env.VITE_PORTAL_REGION;
  if (environmentInput.environment === 'local') {
    if (env.VITE_SANDBOX_URL) environmentInput.origin = env.VITE_SANDBOX_URL;
  } else delete environmentInput.origin;
  const site = new URL(siteOrigin).origin;
  const names = raw.regflows?.names as RegflowNames | undefined;
  const distributors = new Map(
    Object.entries(raw.regflows?.distributors ?? {}).map(([flow, id]) => [flow.toLowerCase(), id]),
  );
  return {
    environment: parseEnvironmentConfig(environmentInput),
    flags: parseFlags({ ...raw.flags, ...parseJsonFlags(env.VITE_PORTAL_FLAGS) }),
    marketDomains: parseMarketDomains(raw.marketDomains ?? { shared: site, nl: site, gb: site }),
    header: parseHeaderConfig(raw.header),
    regflowLocales: names ? regflowLocales(names) : new Map(),
    regflowDistributors: distributors,
    appLinks: raw.appLinks,
    pensionLogout: raw.pensionLogoutPaths ? definePensionLogout(raw.pensionLogoutPaths) : undefined,
    analytics: {
      tagManager: raw.analytics.tagManager,
      consentManagerScript: raw.analytics.consentManagerScript,
    },
  };
}

/**
 * Origins the Content-Security-Policy must allow for a configuration (web/csp).
 * @example cspSourcesOf(config).connect // ['http://127.0.0.1:4010']
 */
export function cspSourcesOf(config: PortalConfig): { connect: string[]; script: string[]; image: string[] } {
  const connect = Object.values(config.environment.services).map((url) => new URL(url).origin);
  const script: string[] = [];
  if (config.analytics.tagManager) script.push(TAG_MANAGER_ORIGIN);
  if (config.analytics.consentManagerScript)
    script.push(new URL(config.analytics.consentManagerScript).origin);
  // The tag manager reports over fetch/beacons to its own origin.
  if (config.analytics.tagManager) connect.push(TAG_MANAGER_ORIGIN);
  return { connect: [...new Set(connect)], script, image: script.length > 0 ? [TAG_MANAGER_ORIGIN] : [] };
}

export { TAG_MANAGER_ORIGIN };
