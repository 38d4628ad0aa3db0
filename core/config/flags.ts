/**
 * Feature flags (§6, §9, §3 session flags), with the spec's names and their defaults.
 *
 * Flags arrive from a flag service or a config file as loose key/value data; `parseFlags` validates
 * them with zod so a bad value is a clear error naming the key, and fills in the defaults.
 * Where the spec elides part of a name (the identity-provider-logout-on-timeout flag, the minor
 * account switch, blocked users, system error, device fingerprinting) the name chosen here is
 * recorded in docs/decisions/001-flag-names.md.
 */
import * as z from 'zod';
import { PortalError } from '../errors';
import { lazySchema, once } from '../lazy';
import type { Locale } from '../locale';
import { parseLocale } from '../locale';

const onOff = lazySchema(() => z.enum(['on', 'off']));

/**
 * The items of a comma-separated locale list (`de-at,fr-fr`, or an array) read as known locales,
 * and the items that are none. Shared by the schema and the plain reader below.
 */
function readLocaleList(value: string | readonly string[]): { locales: Locale[]; unknown: string[] } {
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

/** Comma-separated locales (`de-at,fr-fr`), read into a list of known locales. */
const localeList = lazySchema(() =>
  z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
    const { locales, unknown } = readLocaleList(value);
    for (const item of unknown) ctx.addIssue({ code: 'custom', message: `unknown locale "${item}"` });
    return locales;
  }),
);

/** New-market switch: a map of lower-case locale to on/off; a locale switched off is hidden (§2.6). */
const newMarketLocales = lazySchema(() =>
  z.record(z.string(), onOff).transform((value, ctx) => {
    const map: Partial<Record<Locale, 'on' | 'off'>> = {};
    for (const [key, state] of Object.entries(value)) {
      const locale = parseLocale(key);
      if (locale) map[locale] = state;
      else ctx.addIssue({ code: 'custom', message: `unknown locale "${key}"` });
    }
    return map;
  }),
);

export const flagsSchema = lazySchema(() =>
  z.object({
    // §6 feature flags
    customerShowPaymentMethodScreens: z.boolean().default(false),
    userManagementPensionLogout: z.boolean().default(false),
    userManagementCallObsLogout: z.boolean().default(false),
    umtFECallIdpLogoutOnSessionTimeout: z.boolean().default(true),
    umtCallOBSLoginEndpointFromFE: z.boolean().default(false),
    umtStopRefreshingTokenWhenAboutToReachMaxSession: z.boolean().default(false),
    b2cUseNewDashboard: z.boolean().default(false),
    dbtShowNewMyDepositsPage: z.boolean().default(false),
    b2cEnableAdjustSmartBanner: z.boolean().default(false),
    b2cEnableAdjustBannerForAuthenticatedUser: z.boolean().default(false),
    /** Inert: no front-end behaviour in the spec (inert-flags.ts, decision 103). */
    b2cEnableMultiContext: z.boolean().default(false),
    umtEnableMinorAccountSwitch: z.boolean().default(false),
    /** §6 "per-device and per-customer identity controls flags"; inert (decision 103, names: 001). */
    umtEnablePerDeviceIdentityControl: z.boolean().default(false),
    umtEnablePerCustomerIdentityControl: z.boolean().default(false),
    b2cShowBlockedUsersMessage: z.boolean().default(false),
    b2cShowSystemErrorMessage: z.boolean().default(false),
    b2cEnableDeviceFingerprinting: z.boolean().default(false),
    b2cUseNewAuthDomain: z.boolean().default(false),
    b2cForceNewTheme: z.boolean().default(false),
    /** §9 forces the new theme in non-production environments; locally this lets the user choose (decision 201). */
    b2cThemeChoiceLocally: z.boolean().default(false),
    /** §4: the session timer is off locally unless this enables it. */
    b2cEnableSessionTimerLocally: z.boolean().default(false),
    unifiedDomainLocales: localeList.default([]),
    newMarketLocales: newMarketLocales.default({}),
    // §9 captcha flags
    captchaSolveDuringLogin: z.boolean().default(true),
    captchaVisiblePuzzle: z.boolean().default(true),
    captchaV2: z.boolean().default(false),
  }),
);

export type Flags = z.output<typeof flagsSchema>;
export type FlagsInput = z.input<typeof flagsSchema>;
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
export function configErrorFrom(what: string, error: z.ZodError): ConfigError {
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
 * The common flag inputs read without zod (issue 13, decision 152): boolean flags given as
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

/**
 * Validates flags and fills in defaults. Unknown keys are rejected, because a misspelt flag
 * silently keeping its default is exactly the mistake this guards against. The common inputs (the
 * local preset, booleans) are read without building the schema (`readPlainFlags`).
 * @example parseFlags({ b2cUseNewDashboard: true }).dbtShowNewMyDepositsPage // false
 * @throws ConfigError naming each bad key
 */
export function parseFlags(input: unknown): Flags {
  const plain = readPlainFlags(input);
  if (plain) return plain;
  const result = flagsSchema.strict().safeParse(input ?? {});
  if (!result.success) throw configErrorFrom('feature flags', result.error);
  return result.data;
}
