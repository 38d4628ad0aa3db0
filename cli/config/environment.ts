/**
 * Resolves the environment a command runs against (design §1): the environment and region
 * from `--env`/`--region` (or PORTAL_ENV/PORTAL_REGION, default local and DEU), then what the
 * configuration file says for them, then environment variables, all validated by core's parsers.
 * The common inputs are read without zod (decision 152); core's schemas (core/config/schemas) and
 * the file's load only when there is a configuration file or a plain reader declines a value, so
 * a start with nothing configured loads no zod (design §8 cold start).
 * The local environment is built in: the embedded sandbox on http://127.0.0.1:4010 unless
 * PORTAL_SANDBOX_URL or the file names another origin.
 *
 * Environment variables (they win over the file):
 *   PORTAL_ENV, PORTAL_REGION, PORTAL_SANDBOX_URL, PORTAL_CLIENT_ID,
 *   PORTAL_IDENTITY_LOGOUT (keycloak or revocation),
 *   PORTAL_SERVICES (JSON: service to base URL), PORTAL_FLAGS (JSON: flags),
 *   PORTAL_CAPTCHA_TOKEN (the bot-check token of a remote environment).
 */
import {
  ConfigError,
  ENVIRONMENTS,
  type EnvironmentConfig,
  type EnvironmentName,
  type Flags,
  LOCAL_REGION,
  LOCAL_SANDBOX_ORIGIN,
  presetFlagsFor,
  presetNavigationFor,
  REGIONS,
  type Region,
  readPlainEnvironmentConfig,
  readPlainFlags,
} from '../../core/config';
import type { HeaderConfig } from '../../core/header';
import type { MarketDomains } from '../../core/markets';
import { CliError } from '../errors';
import { type ConfigFile, type PlaceConfig, readConfigFile } from './config-file';
import { configFilePath } from './paths';

type Env = Readonly<Record<string, string | undefined>>;

/** The embedded sandbox's origin (core/config's local preset, shared with the web portal). */
export const DEFAULT_SANDBOX_ORIGIN = LOCAL_SANDBOX_ORIGIN;

export type CaptchaMode =
  | { readonly mode: 'proof-of-work' }
  | { readonly mode: 'token'; readonly token?: string };

export interface ResolvedEnvironment {
  readonly name: EnvironmentName;
  readonly region: Region;
  readonly config: EnvironmentConfig;
  readonly flags: Flags;
  readonly captcha: CaptchaMode;
  /**
   * The sites market links point at, validated on first use: only `markets` and `check` read them,
   * and core/markets builds its collator when it loads, which every other command would pay for
   * at start (design §8). A bad `marketDomains` in the file fails those two commands only.
   */
  marketDomains(): Promise<MarketDomains>;
  /**
   * The header configuration (brand, logos, US app host, navigation), loaded on first use: only the
   * commands that build a header or log out pay for the navigation catalogue (design §8).
   */
  headerConfig(): Promise<HeaderConfig>;
  /** The local environment: a sandbox, the embedded one unless a sandbox URL was given. */
  readonly embedded: boolean;
  /**
   * The local environment: where its sandbox URL came from. Only `default` (no URL given) lets a
   * command start the embedded sandbox when nothing answers; a URL the user gave that does not
   * answer is exit 4, never a sandbox started in its place.
   */
  readonly sandboxSource: SandboxSource | undefined;
  /** The configuration file that was read, if any. */
  readonly configFile: string | undefined;
  /** Where the configuration file is looked for (read or not). */
  readonly configPath: string;
}

export type SandboxSource = 'default' | 'PORTAL_SANDBOX_URL' | 'PORTAL_SERVICES' | 'the configuration file';

export interface EnvironmentOptions {
  readonly env?: string | undefined;
  readonly region?: string | undefined;
  readonly config?: string | undefined;
}

const DEFAULT_HEADER = { brandName: 'Portal', usAppHost: 'https://app.example-bank.com' };

function pick<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  source: string,
  normalise: (v: string) => string,
): T {
  if (value === undefined || value.trim() === '') return fallback;
  const wanted = normalise(value.trim());
  const found = allowed.find((item) => normalise(item) === wanted);
  if (found) return found;
  throw new CliError(
    'USAGE',
    `${source} "${value}" is not known.`,
    `Use one of: ${allowed.map((item) => normalise(item)).join(', ')}.`,
  );
}

function jsonObject(env: Env, name: string): Record<string, unknown> {
  const text = env[name]?.trim();
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new CliError(
      'CONFIG_INVALID',
      `${name} must be a JSON object.`,
      `Example: ${name}='{"…": "…"}', or unset it.`,
    );
  return value as Record<string, unknown>;
}

/** Core's ConfigError, said with where the values came from. */
function fromConfigError(error: unknown, where: string): never {
  if (error instanceof ConfigError) {
    throw new CliError(
      'CONFIG_INVALID',
      `${error.message} (from ${where}).`,
      'Correct the key named above in the configuration file or the environment variable.',
      { issues: error.issues },
    );
  }
  throw error;
}

/** core/config's zod validators: loaded only for a value the plain readers decline (decision 152). */
const schemas = () => import('../../core/config/schemas');

/** A validation by core's schemas, its ConfigError said with where the values came from. */
async function validated<T>(where: string, parse: () => Promise<T>): Promise<T> {
  try {
    return await parse();
  } catch (error) {
    fromConfigError(error, where);
  }
}

function placeOf(file: ConfigFile, name: EnvironmentName, region: Region): PlaceConfig {
  const environment = file.environments?.[name];
  if (!environment) return {};
  const { regions, ...shared } = environment;
  const own = regions?.[region] ?? {};
  return {
    ...shared,
    ...own,
    ...(own.hosts || shared.hosts ? { hosts: { ...shared.hosts, ...own.hosts } } : {}),
    services: { ...shared.services, ...own.services },
    flags: { ...shared.flags, ...own.flags },
    ...(own.marketDomains || shared.marketDomains
      ? { marketDomains: { ...shared.marketDomains, ...own.marketDomains } }
      : {}),
  };
}

/**
 * @example (await resolveEnvironment({}, {})).config.services.identity // 'http://127.0.0.1:4010'
 * @throws CliError USAGE for an unknown environment or region, CONFIG_INVALID naming the bad key
 */
export async function resolveEnvironment(
  options: EnvironmentOptions,
  env: Env,
): Promise<ResolvedEnvironment> {
  const name = pick(options.env ?? env.PORTAL_ENV, ENVIRONMENTS, 'local', '--env', (v) => v.toLowerCase());
  const region = pick(options.region ?? env.PORTAL_REGION, REGIONS, LOCAL_REGION, '--region', (v) =>
    v.toUpperCase(),
  );
  const file = configFilePath(env, options.config);
  const { data, found } = await readConfigFile(file.path, file.explicit);
  const place = placeOf(data, name, region);
  const fileKey = `environments.${name}${data.environments?.[name]?.regions?.[region] ? `.regions.${region}` : ''}`;
  const where = `${file.path} ${fileKey} and environment variables`;

  const servicesFromEnv = jsonObject(env, 'PORTAL_SERVICES');
  const environmentInput = {
    environment: name,
    region,
    ...(name === 'local'
      ? { origin: env.PORTAL_SANDBOX_URL?.trim() || place.origin || DEFAULT_SANDBOX_ORIGIN }
      : {}),
    ...(name !== 'local' && place.origin !== undefined ? { origin: place.origin } : {}),
    ...(place.hosts ? { hosts: place.hosts } : {}),
    services: { ...place.services, ...servicesFromEnv },
    ...(env.PORTAL_CLIENT_ID?.trim() || place.clientId
      ? { clientId: env.PORTAL_CLIENT_ID?.trim() || place.clientId }
      : {}),
    ...(env.PORTAL_IDENTITY_LOGOUT?.trim() || place.identityLogout
      ? { identityLogout: env.PORTAL_IDENTITY_LOGOUT?.trim() || place.identityLogout }
      : {}),
    ...(place.tagManagerContainers ? { tagManagerContainers: place.tagManagerContainers } : {}),
  };
  const config =
    readPlainEnvironmentConfig(environmentInput) ??
    (await validated(where, async () => (await schemas()).parseEnvironmentConfig(environmentInput)));

  const flagsInput = {
    // The local preset (core/config local-preset.ts): the same flags as the web portal's.
    ...presetFlagsFor(name),
    ...data.flags,
    ...place.flags,
    ...jsonObject(env, 'PORTAL_FLAGS'),
  };
  const flags =
    readPlainFlags(flagsInput) ??
    (await validated(`${file.path} flags, ${fileKey}.flags and PORTAL_FLAGS`, async () =>
      (await schemas()).parseFlags(flagsInput),
    ));

  let domains: Promise<MarketDomains> | undefined;
  const marketDomains = (): Promise<MarketDomains> => {
    domains ??= import('../../core/markets').then(
      async ({ defaultMarketDomains, readPlainMarketDomains }) => {
        // §2.6: the portal's site, with the Netherlands and the United Kingdom on their own
        // domains outside the local environment, where the sandbox serves everything.
        const input = { ...defaultMarketDomains(config), ...place.marketDomains };
        return (
          readPlainMarketDomains(input) ??
          (await validated(`${file.path} ${fileKey}.marketDomains`, async () =>
            (await import('../../core/markets/domains-schema')).parseMarketDomains(input),
          ))
        );
      },
    );
    return domains;
  };

  let header: Promise<HeaderConfig> | undefined;
  const headerConfig = (): Promise<HeaderConfig> => {
    header ??= import('../../core/header').then(async ({ readPlainHeaderConfig }) => {
      // The local preset's navigation (core/config local-preset.ts) under the file's own.
      const navigation = { ...presetNavigationFor(name), ...(data.header?.navigation as object | undefined) };
      const input = { ...DEFAULT_HEADER, ...data.header, navigation };
      return (
        readPlainHeaderConfig(input) ??
        (await validated(`${file.path} header`, async () =>
          (await import('../../core/header/config-schema')).parseHeaderConfig(input),
        ))
      );
    });
    return header;
  };

  const sandboxSource: SandboxSource | undefined =
    name !== 'local'
      ? undefined
      : env.PORTAL_SANDBOX_URL?.trim()
        ? 'PORTAL_SANDBOX_URL'
        : servicesFromEnv.identity !== undefined
          ? 'PORTAL_SERVICES'
          : place.origin || place.services?.identity
            ? 'the configuration file'
            : 'default';

  const envToken = env.PORTAL_CAPTCHA_TOKEN?.trim();
  const captcha: CaptchaMode = envToken
    ? { mode: 'token', token: envToken }
    : place.captcha && 'token' in place.captcha
      ? { mode: 'token', token: place.captcha.token }
      : place.captcha?.mode === 'proof-of-work' || name === 'local'
        ? { mode: 'proof-of-work' }
        : { mode: 'token' };

  return {
    name,
    region,
    config,
    flags,
    captcha,
    marketDomains,
    headerConfig,
    embedded: name === 'local',
    sandboxSource,
    configFile: found ? file.path : undefined,
    configPath: file.path,
  };
}
