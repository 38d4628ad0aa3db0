/**
 * Feature flags (§6, §9, §3 session flags), with the spec's names and their defaults.
 *
 * Flags arrive from a flag service or a config file as loose key/value data; `parseFlags`
 * (flags-schema.ts) validates them with zod so a bad value is a clear error naming the key, and
 * fills in the defaults. A browser page reads only the flags the build checked, so this module
 * holds what every driver reads and no schema. Where the spec elides part of a name (the
 * identity-provider-logout-on-timeout flag, the minor account switch, blocked users, system error,
 * device fingerprinting) the name chosen here is recorded in docs/decisions/001-flag-names.md.
 */
import type * as z from 'zod/mini';
import { PortalError } from '../errors';
import { once } from '../lazy';
import type { Locale } from '../locale';
import { parseLocale } from '../locale';
import type { flagsSchema } from './flags-schema';

/**
 * The items of a comma-separated locale list (`de-at,fr-fr`, or an array) read as known locales,
 * and the items that are none. Shared by the schema and the plain reader below.
 */
export function readLocaleList(value: string | readonly string[]): { locales: Locale[]; unknown: string[] } {
  const items = (Array.isArray(value) ? value : (value as string).split(','))
    .map((item) => item.trim())
    .filter(Boolean);
  const locales: Locale[] = [];
  const unknown: string[] = [];
  for (const item of items) {
    const locale = parseLocale(item);
    if (locale) locales.push(locale);
    else unknown.push(item);
  }
  return { locales, unknown };
}

export type Flags = z.output<ReturnType<typeof flagsSchema>>;
export type FlagsInput = z.input<ReturnType<typeof flagsSchema>>;
export type FlagName = keyof Flags;

/**
 * Every flag at its default: what `flagsSchema` fills in for `{}` (flags.test.ts checks the two
 * agree). Written out so that reading a default builds no schema.
 */
export const DEFAULT_FLAGS: Flags = {
  customerShowPaymentMethodScreens: false,
  userManagementPensionLogout: false,
  userManagementCallObsLogout: false,
  umtFECallIdpLogoutOnSessionTimeout: true,
  umtCallOBSLoginEndpointFromFE: false,
  umtStopRefreshingTokenWhenAboutToReachMaxSession: false,
  b2cUseNewDashboard: false,
  dbtShowNewMyDepositsPage: false,
  b2cEnableAdjustSmartBanner: false,
  b2cEnableAdjustBannerForAuthenticatedUser: false,
  b2cEnableMultiContext: false,
  umtEnableMinorAccountSwitch: false,
  umtEnablePerDeviceIdentityControl: false,
  umtEnablePerCustomerIdentityControl: false,
  b2cShowBlockedUsersMessage: false,
  b2cShowSystemErrorMessage: false,
  b2cEnableDeviceFingerprinting: false,
  b2cUseNewAuthDomain: false,
  b2cForceNewTheme: false,
  b2cThemeChoiceLocally: false,
  b2cEnableSessionTimerLocally: false,
  unifiedDomainLocales: [],
  newMarketLocales: {},
  captchaSolveDuringLogin: true,
  captchaVisiblePuzzle: true,
  captchaV2: false,
};

/** A configuration (flags, environment, file) that does not validate; `issues` names each bad key. */
export class ConfigError extends PortalError<'CONFIG_INVALID'> {
  constructor(
    message: string,
    readonly issues: ReadonlyArray<{ key: string; message: string }>,
  ) {
    super('CONFIG_INVALID', message);
    this.name = 'ConfigError';
  }
}

/** Turns zod issues into one readable message that names each bad key. */
export function configErrorFrom(what: string, error: z.core.$ZodError): ConfigError {
  const issues = error.issues.map((issue) => ({
    key: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
  const detail = issues.map((issue) => `${issue.key}: ${issue.message}`).join('; ');
  return new ConfigError(`Invalid ${what}: ${detail}`, issues);
}

/** An object literal's shape (no array, class instance or null): what the plain readers accept. */
export function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The flags whose only values are booleans (every flag with a boolean default is a `z.boolean()`).
 * Built on first use: a bundle that never reads flags (the web's, decision 085) drops it.
 */
const booleanFlags = once(
  (): ReadonlySet<string> =>
    new Set(
      Object.keys(DEFAULT_FLAGS).filter((name) => typeof DEFAULT_FLAGS[name as FlagName] === 'boolean'),
    ),
);

/**
 * The common flag inputs read without zod (decision 152): boolean flags given as
 * booleans and the unified-domain locales as a list of known locales; undefined for anything else
 * (an unknown key, another type, `newMarketLocales`), which the schema then reads or rejects.
 * flags.test.ts checks on generated input that a result here is what the schema gives.
 * @example readPlainFlags({ captchaV2: true })?.captchaV2 // true
 * @example readPlainFlags({ captchaV2: 'yes' }) // undefined
 */
export function readPlainFlags(input: unknown): Flags | undefined {
  const source = input ?? {};
  if (!isPlainObject(source)) return undefined;
  const flags: Record<string, unknown> = { ...DEFAULT_FLAGS, unifiedDomainLocales: [], newMarketLocales: {} };
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined) {
      if (!Object.hasOwn(DEFAULT_FLAGS, name)) return undefined; // the schema refuses unknown keys, even undefined
    } else if (booleanFlags().has(name)) {
      if (typeof value !== 'boolean') return undefined;
      flags[name] = value;
    } else if (name === 'unifiedDomainLocales') {
      const list = typeof value === 'string' || isStringArray(value) ? readLocaleList(value) : undefined;
      if (!list || list.unknown.length > 0) return undefined;
      flags[name] = list.locales;
    } else return undefined;
  }
  return flags as Flags;
}

function isStringArray(value: unknown): value is readonly string[] {
  if (!Array.isArray(value)) return false;
  // An index loop, not `every`: a hole in a sparse array is undefined to the schema too.
  for (let i = 0; i < value.length; i++) if (typeof value[i] !== 'string') return false;
  return true;
}
