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
import { lazySchema } from '../lazy';
import type { Locale } from '../locale';
import { parseLocale } from '../locale';

const onOff = lazySchema(() => z.enum(['on', 'off']));

/** Comma-separated locales (`de-at,fr-fr`), read into a list of known locales. */
const localeList = lazySchema(() =>
  z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
    const items = (Array.isArray(value) ? value : value.split(','))
      .map((item) => item.trim())
      .filter(Boolean);
    const locales: Locale[] = [];
    for (const item of items) {
      const locale = parseLocale(item);
      if (locale) locales.push(locale);
      else ctx.addIssue({ code: 'custom', message: `unknown locale "${item}"` });
    }
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

/**
 * Validates flags and fills in defaults. Unknown keys are rejected, because a misspelt flag
 * silently keeping its default is exactly the mistake this guards against.
 * @example parseFlags({ b2cUseNewDashboard: true }).dbtShowNewMyDepositsPage // false
 * @throws ConfigError naming each bad key
 */
export function parseFlags(input: unknown): Flags {
  const result = flagsSchema.strict().safeParse(input ?? {});
  if (!result.success) throw configErrorFrom('feature flags', result.error);
  return result.data;
}
