/**
 * One locale's suite of `portal-cli check`: login, session probe, refresh, markets, menu,
 * logout, each through core exactly as the portal does it, on a session of its own in memory (the
 * user's session file is never touched). A check that needs the session is skipped when the login
 * failed. Each check has a time limit and may be retried.
 */

import { footerCall, isApiError } from '../../core/api';
import { buildFooterModel, type FooterData } from '../../core/footer';
import type { HeaderConfig } from '../../core/header';
import type { Locale } from '../../core/locale';
import type { Fetch, Logger } from '../../core/ports';
import { createMemoryStorage } from '../adapters/memory-storage';
import type { ResolvedEnvironment } from '../config/environment';
import { isCliError } from '../errors';
import { loadSessionCustomerData, privateHeaderOf } from '../portal/customer-summary';
import { loadTexts } from '../portal/load-texts';
import { loginFailureError } from '../portal/login-failure';
import { type OneTimeCodeSource, runLogin } from '../portal/login-flow';
import { loginPageUrl } from '../portal/login-page';
import { createPortal, type Portal } from '../portal/portal';
import { refreshFailureError } from '../portal/refresh-failure';
import { probeSession } from '../portal/session-probe';
import { CHECK_NAMES, type CheckName, type CheckResult, type SuiteResult } from './types';

export interface SuiteInput {
  readonly environment: ResolvedEnvironment;
  readonly header: HeaderConfig;
  readonly locale: Locale;
  readonly fetch: Fetch;
  readonly logger: Logger;
  readonly email: string;
  readonly password: string;
  readonly oneTimeCode: string | undefined;
  readonly retries: number;
  readonly timeoutMs: number;
  /** Told of each result as soon as it is known. */
  readonly onResult?: (result: CheckResult) => void;
  /** Told when a check starts, for the live view. */
  readonly onStart?: (locale: Locale, name: CheckName) => void;
  /** Ctrl-C: the running check finishes, the rest are skipped, and the session is logged out. */
  readonly interrupted?: AbortSignal;
}

class CheckFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

const fail = (code: string, message: string, hint?: string) => new CheckFailure(code, message, hint);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          fail('TIMEOUT', `no result within ${ms / 1000} s`, 'Raise --timeout, or look at the environment.'),
        ),
      ms,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** The checks themselves: each resolves with a one-line detail or throws. */
function checksFor(portal: Portal, input: SuiteInput): Record<CheckName, () => Promise<string>> {
  const { runtime, environment, locale } = portal;
  const codeOnce: OneTimeCodeSource = (() => {
    let code = input.oneTimeCode;
    return async () => {
      const given = code;
      code = undefined;
      return given;
    };
  })();
  return {
    async login() {
      const outcome = await runLogin(portal, {
        email: input.email,
        password: input.password,
        rememberDevice: false,
        oneTimeCode: codeOnce,
      });
      if (!outcome.ok)
        throw await loginFailureError(outcome.failure, outcome.step, outcome.captchaError, locale);
      const { destination } = outcome;
      return `customer ${portal.identity.customerNumber() ?? '-'} → ${destination.path.replace(/#.*/, '#…')} (${destination.via})`;
    },
    async 'session-probe'() {
      const probe = await probeSession(portal);
      if (probe.kind === 'accepted') return `the portal accepts the session (HTTP ${probe.status})`;
      if (probe.kind === 'refused')
        throw fail('SESSION_REFUSED', `the portal refuses the fresh session (HTTP ${probe.status})`);
      throw fail('SESSION_PROBE_NO_VERDICT', `the session probe got no verdict: ${probe.reason}`);
    },
    async refresh() {
      const before = runtime.tokens.getSnapshot();
      const outcome = await runtime.refresher.refresh();
      if (!outcome.ok) {
        const clientId = before.status === 'present' ? before.clientId : environment.config.clientId;
        const error = refreshFailureError({ error: outcome.error, attempts: outcome.attempts, clientId });
        throw fail(outcome.error.code, error.message, error.hint);
      }
      const after = runtime.tokens.getSnapshot();
      if (before.status !== 'present' || after.status !== 'present' || after.version === before.version)
        throw fail('REFRESH_NO_TOKEN', 'the refresh answered but no new token was stored');
      return `new token valid for ${Math.round((after.expiresAt - Date.now()) / 1000)} s (${outcome.via})`;
    },
    async markets() {
      // The country picker as the portal's footer shows it: the footer data from the environment's
      // CMS (which may hide the picker), then core's footer and market rules over it.
      let data: FooterData;
      try {
        data = await portal.api.get(footerCall({ locale }));
      } catch (error) {
        if (!isApiError(error)) throw error;
        throw fail(error.code, `the footer (CMS) call failed: ${error.message}`);
      }
      const footer = buildFooterModel({
        data,
        locale,
        version: 'v2',
        year: new Date().getFullYear(),
        flags: environment.flags,
        domains: await environment.marketDomains(),
        // The services serve the CMS's images (security.md 12).
        assetOrigins: Object.values(environment.config.services).map((url) => new URL(url).origin),
      });
      const model = footer.countryPicker;
      if (!model) return 'the footer (CMS) hides the country picker';
      if (model.options.length === 0) throw fail('MARKETS_EMPTY', 'the country picker has no markets');
      if (!model.current)
        throw fail(
          'MARKET_HIDDEN',
          `the market of ${locale} is not in the country picker`,
          'Check the newMarketLocales flag.',
        );
      return `${model.options.length} markets, current ${model.current.label} (footer from the CMS)`;
    },
    async menu() {
      const loading = loadSessionCustomerData(portal);
      if (!loading) throw fail('NO_SESSION', 'no customer recorded by the login');
      const data = await loading;
      if (data.customer.status !== 'loaded')
        throw fail(
          'CUSTOMER_NOT_LOADED',
          `the customer did not load (${data.customer.status === 'failed' ? data.customer.error.code : data.customer.reason})`,
        );
      const header = privateHeaderOf(portal, data);
      const entries = [...(header.account?.subMenus?.main ?? []), ...(header.account?.subMenus?.top ?? [])];
      if (!header.account || entries.length === 0)
        throw fail('ACCOUNT_MENU_EMPTY', 'the private header has no account menu');
      return `${header.navigation.length} navigation groups, ${entries.length} account menu entries`;
    },
    async logout() {
      const token = runtime.tokens.accessToken();
      try {
        await runtime.logout.logout({ reason: 'user' });
      } catch (error) {
        throw fail('LOGOUT_FAILED', `the logout call failed: ${(error as Error).message}`);
      }
      if (runtime.tokens.getSnapshot().status !== 'none')
        throw fail('LOGOUT_KEPT_TOKENS', 'tokens are still stored after the logout');
      const probe = await probeSession(portal, token);
      if (probe.kind === 'accepted')
        throw fail('SESSION_ALIVE', 'the server still accepts the token after the logout');
      return probe.kind === 'refused'
        ? `the server refuses the old token (HTTP ${probe.status})`
        : 'logged out';
    },
  };
}

const NEEDS_SESSION: ReadonlySet<CheckName> = new Set(['session-probe', 'refresh', 'menu', 'logout']);

function errorOf(error: unknown): { code: string; message: string; hint?: string } {
  if (error instanceof CheckFailure)
    return { code: error.code, message: error.message, ...(error.hint ? { hint: error.hint } : {}) };
  if (isCliError(error))
    return { code: error.code, message: error.message, ...(error.hint ? { hint: error.hint } : {}) };
  return { code: 'UNEXPECTED', message: error instanceof Error ? error.message : String(error) };
}

/**
 * @example const suite = await runSuite({ environment, locale: 'de-DE', fetch, logger, email, password, oneTimeCode: undefined, retries: 0, timeoutMs: 20_000 });
 */
export async function runSuite(input: SuiteInput): Promise<SuiteResult> {
  const { environment, locale } = input;
  const started = performance.now();
  // This locale's language (core/i18n): the markets and menu checks build its models.
  await loadTexts(locale);
  const portal = createPortal({
    environment,
    header: input.header,
    fetch: input.fetch,
    storage: createMemoryStorage(),
    logger: input.logger,
    locale,
    currentUrl: loginPageUrl(environment.config.services.portal, locale),
  });
  const checks = checksFor(portal, input);
  const results: CheckResult[] = [];
  let loggedIn = false;
  try {
    for (const name of CHECK_NAMES) {
      const interrupted = input.interrupted?.aborted === true;
      if (interrupted || (NEEDS_SESSION.has(name) && !loggedIn)) {
        const skipped: CheckResult = {
          locale,
          name,
          status: 'skipped',
          durationMs: 0,
          attempts: 0,
          detail: interrupted ? 'not run: interrupted' : 'no session: the login failed',
        };
        results.push(skipped);
        input.onResult?.(skipped);
        continue;
      }
      input.onStart?.(locale, name);
      const checkStarted = performance.now();
      let result: CheckResult | undefined;
      for (let attempt = 1; attempt <= input.retries + 1; attempt++) {
        try {
          const detail = await withTimeout(checks[name](), input.timeoutMs);
          result = {
            locale,
            name,
            status: 'passed',
            durationMs: Math.round(performance.now() - checkStarted),
            attempts: attempt,
            detail,
          };
          break;
        } catch (error) {
          result = {
            locale,
            name,
            status: 'failed',
            durationMs: Math.round(performance.now() - checkStarted),
            attempts: attempt,
            error: errorOf(error),
          };
        }
      }
      results.push(result!);
      input.onResult?.(result!);
      if (name === 'login') loggedIn = result!.status === 'passed';
    }
  } finally {
    // Leave nothing behind on the server when a check in the middle failed.
    if (portal.runtime.tokens.getSnapshot().status === 'present')
      await portal.runtime.logout.logout().catch(() => {});
    portal.dispose();
  }
  return {
    locale,
    ok: results.every((result) => result.status !== 'failed'),
    durationMs: Math.round(performance.now() - started),
    checks: results,
  };
}
