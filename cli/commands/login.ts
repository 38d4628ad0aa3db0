/**
 * `portal-cli login`: logs in through core (§4 Login) and reports the customer, the token's expiry
 * and time left, the destination the portal would go to (redirect rules applied) and the header
 * summary (name, balances, unread messages). The session is kept in the session file so that
 * `session` and `logout` work afterwards.
 */

import type { OpenBankingFlow } from '../../core/routes';
import { createMemoryStorage } from '../adapters/memory-storage';
import { type CommandRun, parseLocaleOption } from '../context';
import { EXIT } from '../exit-codes';
import { block, clock, redactTokens, time } from '../output/format';
import { type CustomerSummary, customerSummary } from '../portal/customer-summary';
import { requireConfigured } from '../portal/environment-readiness';
import { loadTexts } from '../portal/load-texts';
import { loginFailureError } from '../portal/login-failure';
import { type BotCheckReport, runLogin } from '../portal/login-flow';
import { loginPageUrl } from '../portal/login-page';
import { createPortal } from '../portal/portal';
import { oneTimeCodeReader } from '../prompt/secrets';
import { loginCredentials } from './login-credentials';
import { replaceStoredSession } from './replace-session';

export interface LoginOptions {
  readonly locale?: string;
  readonly email?: string;
  readonly passwordStdin?: boolean;
  readonly otp?: string;
  readonly rememberDevice?: boolean;
  readonly product?: string;
  readonly deepLink?: string;
  readonly openBanking?: OpenBankingFlow;
  readonly showTokens?: boolean;
  /** Store tokens minted elsewhere, read from stdin (login-with-tokens.ts). */
  readonly withTokens?: boolean;
}

/** §9 captcha flags: which challenge generation the login solved, or that a configured token passed it. */
function botCheckText(report: BotCheckReport): string {
  const generation = report.version === 2 ? 'second generation (captchaV2)' : 'first generation';
  if (report.mode === 'token') return `configured token, ${generation}`;
  return `${generation}, ${report.algorithm ?? 'proof of work'} solved`;
}

export const loginCommand: CommandRun<LoginOptions> = async (context, options, args) => {
  if (options.withTokens)
    return (await import('./login-with-tokens')).loginWithTokensCommand(context, options, args);
  const { output, io } = context;
  const environment = await context.environment();
  const locale = parseLocaleOption(options.locale);
  // The locale's language only (core/i18n): the login page's texts and the header of the summary.
  await loadTexts(locale);

  // Everything that can be wrong offline is checked before the network is touched: first a remote
  // environment's hosts and bot-check token (§7: configuration), before asking for a password.
  requireConfigured(environment, ['authHost', 'captchaToken']);
  const { email, password, source: passwordSource } = await loginCredentials(io, environment, options);
  if (passwordSource === 'sandbox-demo')
    output.info(
      `No --email: logging in as the sandbox's demo persona ${email} with its documented local password (fixtures/README.md).`,
    );
  const oneTimeCode = oneTimeCodeReader(io, {
    option: options.otp,
    canPrompt: io.stdin.isTTY === true && options.passwordStdin !== true,
  });

  const sandbox = await context.connect();
  const fetch = await context.fetch();
  // The login runs on a session in memory: a failed attempt leaves the stored session as it was.
  const attempt = createMemoryStorage();
  const currentUrl = loginPageUrl(environment.config.services.portal, locale, options);
  const portal = createPortal({
    environment,
    header: await environment.headerConfig(),
    fetch,
    storage: attempt,
    logger: context.logger,
    locale,
    currentUrl,
  });
  context.onCleanup(() => portal.dispose());

  if (!output.json) output.info(`Logging in to ${environment.name} (${environment.region}) as ${email}…`);
  const outcome = await runLogin(portal, {
    email,
    password,
    rememberDevice: options.rememberDevice === true,
    oneTimeCode,
    onStatus: (snapshot) => {
      if (snapshot.status === 'oneTimeCodeRequired' && !snapshot.error)
        output.info('The server asks for a one-time code (HTTP 202).');
    },
  });
  if (!outcome.ok) throw await loginFailureError(outcome.failure, outcome.step, outcome.captchaError, locale);

  const now = portal.ports.clock.now();
  const storage = await context.sessionStorage();
  const sandboxStartedByLogin = sandbox?.startedHere === true;
  replaceStoredSession(storage, { environment, locale, now, sandboxStartedByLogin }, output, () => {
    for (const [key, value] of Object.entries(attempt.entries())) storage.set(key, value);
  });

  let summary: CustomerSummary | undefined;
  try {
    summary = await customerSummary(portal);
  } catch (error) {
    output.warn(`The customer data could not be loaded: ${(error as Error).message}`);
  }
  const token = portal.runtime.tokens.getSnapshot();
  const expiresAt = token.status === 'present' ? token.expiresAt : now;
  const showTokens = options.showTokens === true;
  const destination = outcome.destination;
  const destinationPath = showTokens ? destination.path : redactTokens(destination.path);

  const document = {
    ok: true,
    command: 'login',
    environment: environment.name,
    region: environment.region,
    locale,
    email,
    passwordSource,
    customer: {
      customerNumber: summary?.customerNumber ?? portal.identity.customerNumber(),
      ...(summary?.header
        ? {
            displayName: summary.header.displayName,
            fullName: summary.header.fullName,
            state: summary.header.state,
            stateText: summary.header.stateText,
          }
        : {}),
    },
    token: {
      expiresAt: new Date(expiresAt).toISOString(),
      secondsLeft: Math.round((expiresAt - now) / 1000),
      skewSeconds: token.status === 'present' ? token.skewSeconds : null,
    },
    oneTimeCode: { asked: outcome.oneTimeCodeAsked, deviceTrustOffered: outcome.deviceTrustOffered },
    botCheck: outcome.botCheck,
    destination: {
      path: destinationPath,
      url: new URL(destinationPath, environment.config.services.portal).href,
      via: destination.via,
      customerRedirect: destination.customerRedirect ?? null,
      rejectedDeepLinks: destination.deepLink.rejected.map((rejection) => rejection.reason),
    },
    header: summary?.header ?? null,
    switchableAccounts: summary?.switchableAccounts ?? [],
    failedCustomerData: summary?.failedParts ?? [],
    sessionFile: storage.path,
    ...(showTokens
      ? {
          tokens: {
            accessToken: portal.runtime.tokens.accessToken(),
            refreshToken: portal.runtime.tokens.refreshToken(),
          },
        }
      : {}),
  };
  if (output.json) {
    output.document(document);
    return EXIT.ok;
  }

  const { style } = output;
  const header = summary?.header;
  const balances =
    header?.balances.status === 'shown'
      ? `${header.balances.total.label} ${header.balances.total.amount}, ${header.balances.available.label} ${header.balances.available.amount}`
      : header?.balances.status === 'not-available'
        ? `${header.balances.title} (${header.balances.tooltip})`
        : 'not shown';
  output.line(
    `${style.green('✓')} Logged in to ${style.bold(`${environment.name} (${environment.region})`)} as ${email}, locale ${locale}.`,
  );
  for (const row of block([
    [
      'Customer',
      `${document.customer.customerNumber ?? '-'}${header ? `  ${header.fullName} (${header.stateText})` : ''}`,
    ],
    [
      'Token',
      `expires ${time(document.token.expiresAt)}, ${clock(document.token.secondsLeft)} left, time difference ${document.token.skewSeconds ?? 0} s`,
    ],
    [
      'Destination',
      `${destinationPath} (${destination.via}${destination.customerRedirect ? `: ${destination.customerRedirect}` : ''})`,
    ],
    ['Header', header ? `${header.displayName} · ${balances} · ${header.unreadMessagesText}` : 'not loaded'],
    ...(summary?.switchableAccounts.length
      ? ([
          [
            'Switch to',
            `${summary.switchableAccounts.map((account) => `${account.name} (${account.customerId})`).join(', ')} (minor account switch)`,
          ],
        ] as const)
      : []),
    ['Bot check', botCheckText(outcome.botCheck)],
    ['Session file', storage.path],
  ]))
    output.line(row);
  if (outcome.oneTimeCodeAsked) output.line(style.dim('  A one-time code was required and accepted.'));
  if (summary?.failedParts.length)
    output.warn(`Customer data that failed to load: ${summary.failedParts.join(', ')}.`);
  if (showTokens) {
    output.line(`  Access token   ${document.tokens?.accessToken ?? '-'}`);
    output.line(`  Refresh token  ${document.tokens?.refreshToken ?? '-'}`);
  }
  if (sandbox?.startedHere)
    output.info(
      style.dim(
        'The embedded sandbox stops with this command: `session` and `logout` will find its session gone.',
      ),
    );
  return EXIT.ok;
};
