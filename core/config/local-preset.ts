/**
 * The local environment, defined once for every driver (docs/decisions/131): the embedded
 * sandbox's origin and region, and the flags that make the web portal and portal-cli behave the same
 * against it. Before, "local" was two configurations (web/config/portal.config.json and
 * cli/config/environment.ts): a wrong password showed InvalidGrant in the browser and GeneralError
 * in the CLI, because only the browser's file switched b2cShowBlockedUsersMessage on.
 *
 * Each driver lays its own configuration over the preset (the web's portal.config.json and
 * VITE_PORTAL_FLAGS, portal-cli's config.json and PORTAL_FLAGS), so a developer can still switch
 * one flag off for a session; the preset is only where both start.
 */
import type { Region } from './environments';
import type { FlagsInput } from './flags';

/** The embedded sandbox's origin: fixtures' default port on loopback (`npm run sandbox`). */
export const LOCAL_SANDBOX_ORIGIN = 'http://127.0.0.1:4010';

/** The region of the local environment: the sandbox's personas are German customers. */
export const LOCAL_REGION: Region = 'DEU';

/**
 * The flags of the local environment, in both drivers. Why each is on:
 * - b2cEnableSessionTimerLocally: the sandbox enforces idle and maximum session like the identity
 *   provider, so the timer, refresh and session probe run for real (§4; decisions 050 §3, 101);
 * - b2cShowBlockedUsersMessage, b2cShowSystemErrorMessage: the login errors show as themselves
 *   (§8), so a wrong password says InvalidGrant and a sandbox fault SystemError, in both drivers;
 * - userManagementPensionLogout: the pension page's logout flow (decision 100);
 * - b2cUseNewDashboard, dbtShowNewMyDepositsPage, customerShowPaymentMethodScreens,
 *   umtEnableMinorAccountSwitch: the sandbox serves these pages' data, so they are shown;
 * - unifiedDomainLocales: the Netherlands and the United Kingdom on the unified domain (§2.1),
 *   the sandbox being one origin;
 * - umtStopRefreshingTokenWhenAboutToReachMaxSession: near the sandbox's maximum session no refresh
 *   is tried and the countdown says the maximum is reached (§4; `npm start -- --scenario
 *   maximum-session` reaches it in four minutes).
 */
export const LOCAL_PRESET_FLAGS: Readonly<FlagsInput> = Object.freeze({
  b2cEnableSessionTimerLocally: true,
  b2cShowBlockedUsersMessage: true,
  b2cShowSystemErrorMessage: true,
  userManagementPensionLogout: true,
  b2cUseNewDashboard: true,
  dbtShowNewMyDepositsPage: true,
  customerShowPaymentMethodScreens: true,
  umtEnableMinorAccountSwitch: true,
  umtStopRefreshingTokenWhenAboutToReachMaxSession: true,
  // A comma list (a string, which cannot be changed through the frozen preset), as the flag service sends it.
  unifiedDomainLocales: 'nl-NL,en-GB',
} satisfies FlagsInput);

/**
 * The navigation configuration of the local environment (core/navigation `parseNavigationConfig`
 * input), so the §2.4 links that exist only when configured are seen locally too:
 * - etfPensionUrl: the German menu's external ETF pension product;
 * - helpCentreUrls: the markets whose help link goes to an external help centre;
 * - financeKnowledgeHiddenFor: §6's distributor rule, for the sandbox's Harbour Bank
 *   (distributor@sandbox.local).
 * External hosts are placeholders on the example domain, like every host outside `local`
 * (decision 012): the links are there and marked external; the sandbox serves no such sites.
 */
export const LOCAL_PRESET_NAVIGATION = Object.freeze({
  etfPensionUrl: 'https://etf-rente.example-bank.de/',
  helpCentreUrls: Object.freeze({
    'nl-nl': 'https://help.example-bank.nl/',
    'fr-fr': 'https://aide.example-bank.fr/',
  }),
  financeKnowledgeHiddenFor: Object.freeze(['DIST-HARBOUR']),
});

/**
 * The flags input of an environment before the driver's own configuration: the local preset for
 * `local`, nothing (core's defaults) elsewhere.
 * @example presetFlagsFor('local').b2cShowBlockedUsersMessage // true
 * @example presetFlagsFor('staging') // {}
 */
export function presetFlagsFor(environment: string): Readonly<FlagsInput> {
  return environment === 'local' ? LOCAL_PRESET_FLAGS : {};
}

/**
 * The navigation configuration input of an environment before the driver's own: the local preset
 * for `local`, nothing (core/navigation's defaults) elsewhere.
 * @example presetNavigationFor('local').financeKnowledgeHiddenFor // ['DIST-HARBOUR']
 */
export function presetNavigationFor(environment: string): Readonly<Record<string, unknown>> {
  return environment === 'local' ? LOCAL_PRESET_NAVIGATION : {};
}
