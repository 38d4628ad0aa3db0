/**
 * The feature flags' schema (zod): what `parseFlags` checks a flag service's or a config file's
 * loose data against, naming each bad key. Apart from flags.ts, so a page that only reads flags
 * loads no zod (docs/loading.md); the build's configuration check and portal-cli use it.
 */
import * as z from 'zod/mini';
import { once } from '../lazy';
import type { Locale } from '../locale';
import { parseLocale } from '../locale';
import { configErrorFrom, type Flags, readLocaleList, readPlainFlags } from './flags';
import { englishMessages } from './zod-messages';

const onOff = z.enum(['on', 'off']);

/** Comma-separated locales (`de-at,fr-fr`), read into a list of known locales. */
const localeList = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value, ctx) => {
    const { locales, unknown } = readLocaleList(value);
    for (const item of unknown)
      ctx.issues.push({ code: 'custom', message: `unknown locale "${item}"`, input: value });
    return locales;
  }),
);

/** New-market switch: a map of lower-case locale to on/off; a locale switched off is hidden (§2.6). */
const newMarketLocales = z.pipe(
  z.record(z.string(), onOff),
  z.transform((value, ctx) => {
    const map: Partial<Record<Locale, 'on' | 'off'>> = {};
    for (const [key, state] of Object.entries(value)) {
      const locale = parseLocale(key);
      if (locale) map[locale] = state;
      else ctx.issues.push({ code: 'custom', message: `unknown locale "${key}"`, input: value });
    }
    return map;
  }),
);

/** A flag that is off, or on, unless set. */
const off = z._default(z.boolean(), false);
const on = z._default(z.boolean(), true);

/**
 * Built on first use: the common inputs are read without it (`readPlainFlags`), and portal-cli
 * reads its flags at every start (decision 152).
 */
export const flagsSchema = once(() =>
  z.strictObject({
    // §6 feature flags
    customerShowPaymentMethodScreens: off,
    userManagementPensionLogout: off,
    userManagementCallObsLogout: off,
    umtFECallIdpLogoutOnSessionTimeout: on,
    umtCallOBSLoginEndpointFromFE: off,
    umtStopRefreshingTokenWhenAboutToReachMaxSession: off,
    b2cUseNewDashboard: off,
    dbtShowNewMyDepositsPage: off,
    b2cEnableAdjustSmartBanner: off,
    b2cEnableAdjustBannerForAuthenticatedUser: off,
    /** Inert: no front-end behaviour in the spec (inert-flags.ts, decision 103). */
    b2cEnableMultiContext: off,
    umtEnableMinorAccountSwitch: off,
    /** §6 "per-device and per-customer identity controls flags"; inert (decision 103, names: 001). */
    umtEnablePerDeviceIdentityControl: off,
    umtEnablePerCustomerIdentityControl: off,
    b2cShowBlockedUsersMessage: off,
    b2cShowSystemErrorMessage: off,
    b2cEnableDeviceFingerprinting: off,
    b2cUseNewAuthDomain: off,
    b2cForceNewTheme: off,
    /** §9 forces the new theme in non-production environments; locally this lets the user choose (decision 201). */
    b2cThemeChoiceLocally: off,
    /** §4: the session timer is off locally unless this enables it. */
    b2cEnableSessionTimerLocally: off,
    unifiedDomainLocales: z._default(localeList, []),
    newMarketLocales: z._default(newMarketLocales, {}),
    // §9 captcha flags
    captchaSolveDuringLogin: on,
    captchaVisiblePuzzle: on,
    captchaV2: off,
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
  const result = flagsSchema().safeParse(input ?? {}, englishMessages());
  if (!result.success) throw configErrorFrom('feature flags', result.error);
  return result.data;
}
