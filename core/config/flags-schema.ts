/**
 * The feature flags' schema (zod): what `parseFlags` checks a flag service's or a config file's
 * loose data against, naming each bad key. Apart from flags.ts, so a page that only reads flags
 * loads no zod (docs/loading.md); the build's configuration check and portal-cli use it.
 */
import * as z from 'zod';
import { once } from '../lazy';
import type { Locale } from '../locale';
import { parseLocale } from '../locale';
import { configErrorFrom, type Flags, readLocaleList, readPlainFlags } from './flags';

const onOff = z.enum(['on', 'off']);

/** Comma-separated locales (`de-at,fr-fr`), read into a list of known locales. */
const localeList = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  const { locales, unknown } = readLocaleList(value);
  for (const item of unknown) ctx.addIssue({ code: 'custom', message: `unknown locale "${item}"` });
  return locales;
});

/** New-market switch: a map of lower-case locale to on/off; a locale switched off is hidden (§2.6). */
const newMarketLocales = z.record(z.string(), onOff).transform((value, ctx) => {
  const map: Partial<Record<Locale, 'on' | 'off'>> = {};
  for (const [key, state] of Object.entries(value)) {
    const locale = parseLocale(key);
    if (locale) map[locale] = state;
    else ctx.addIssue({ code: 'custom', message: `unknown locale "${key}"` });
  }
  return map;
});

/**
 * Built on first use: the common inputs are read without it (`readPlainFlags`), and portal-cli
 * reads its flags at every start (decision 152).
 */
export const flagsSchema = once(() =>
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
  const result = flagsSchema()
    .strict()
    .safeParse(input ?? {});
  if (!result.success) throw configErrorFrom('feature flags', result.error);
  return result.data;
}
