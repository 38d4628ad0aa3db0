/**
 * `portal-cli login --with-tokens`: starts the stored session from tokens minted elsewhere (as
 * `gh auth login --with-token` does), for identity providers whose login is not the portal's own
 * call: a standard OpenID Connect server, where a browser, a test harness or an operator's tool
 * runs the authorization code flow with PKCE (docs/decisions/171). stdin holds the token
 * endpoint's JSON answer; from then on `session`, `session refresh` and `logout` work as after
 * any login. Tokens are read from stdin only, never from an argument, and never printed.
 */
import { createTokenStore, readTokenSet } from '../../core/auth';
import { nodeClock } from '../adapters/clock';
import type { CommandRun } from '../context';
import { parseLocaleOption } from '../context';
import { CliError } from '../errors';
import { EXIT } from '../exit-codes';
import { block, clock, time } from '../output/format';
import type { LoginOptions } from './login';
import { replaceStoredSession } from './replace-session';

/** A token answer is a few kilobytes; more is not one (and is not read into memory). */
const MAX_TOKEN_ANSWER_BYTES = 64 * 1024;

async function readCapped(stdin: AsyncIterable<Buffer | string>): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += String(chunk);
    if (text.length > MAX_TOKEN_ANSWER_BYTES)
      throw new CliError(
        'USAGE',
        `stdin holds more than ${MAX_TOKEN_ANSWER_BYTES / 1024} KiB: that is not a token answer.`,
        'Pipe in the JSON the token endpoint answered: {"access_token": …, "refresh_token": …}.',
      );
  }
  return text;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const loginWithTokensCommand: CommandRun<LoginOptions> = async (context, options) => {
  const { output, io } = context;
  const environment = await context.environment();
  const locale = parseLocaleOption(options.locale);
  const others = (
    [
      'email',
      'passwordStdin',
      'otp',
      'rememberDevice',
      'product',
      'deepLink',
      'openBanking',
      'showTokens',
    ] as const
  ).filter((name) => options[name] !== undefined && options[name] !== false);
  if (others.length > 0)
    throw new CliError(
      'USAGE',
      `--with-tokens stores tokens minted elsewhere; it does not go with ${others.map((name) => `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`).join(', ')}.`,
      'Leave those out, or log in through the portal without --with-tokens.',
    );
  if (io.stdin.isTTY)
    throw new CliError(
      'USAGE',
      '--with-tokens reads the token answer from stdin, which is a terminal here.',
      'Pipe it in: mint-tokens | portal-cli login --with-tokens',
    );
  const tokens = readTokenSet(parseJson(await readCapped(io.stdin)));
  if (!tokens)
    throw new CliError(
      'USAGE',
      'stdin is not a token answer: JSON with a non-empty access_token and refresh_token is needed.',
      'Pipe in what the token endpoint answered to the authorization code (or a refresh).',
    );

  const storage = await context.sessionStorage();
  const now = nodeClock.now();
  const store = replaceStoredSession(
    storage,
    { environment, locale, now, sandboxStartedByLogin: false },
    output,
    () => {
      const created = createTokenStore({ storage, clock: nodeClock, clientId: environment.config.clientId });
      created.save(tokens);
      return created;
    },
  );
  const snapshot = store.getSnapshot();
  store.dispose();
  if (snapshot.status !== 'present') throw new Error('The tokens were not stored.');

  const expiresAt = new Date(snapshot.expiresAt).toISOString();
  const secondsLeft = Math.round((snapshot.expiresAt - now) / 1000);
  const refreshEnd =
    snapshot.refreshExpiresAt === null ? null : new Date(snapshot.refreshExpiresAt).toISOString();
  if (output.json) {
    output.document({
      ok: true,
      command: 'login',
      source: 'tokens',
      environment: environment.name,
      region: environment.region,
      locale,
      token: { expiresAt, secondsLeft, timing: snapshot.timing, clientId: snapshot.clientId },
      refreshToken: { expiresAt: refreshEnd, expiry: refreshEnd === null ? 'unknown' : 'claims' },
      sessionFile: storage.path,
    });
    return EXIT.ok;
  }
  output.line(
    `${output.style.green('✓')} Stored a session for ${output.style.bold(`${environment.name} (${environment.region})`)} from tokens minted elsewhere, locale ${locale}.`,
  );
  for (const row of block([
    [
      'Token',
      `valid until ${time(expiresAt)} (${clock(secondsLeft)} left, from ${snapshot.timing}), client ${snapshot.clientId}`,
    ],
    [
      'Refresh token',
      refreshEnd === null ? 'opaque: its end is known to the server only' : `until ${time(refreshEnd)}`,
    ],
    ['Session file', storage.path],
  ]))
    output.line(row);
  if (snapshot.timing === 'estimate')
    output.warn('The access token is not a JWT with exp and iat: it is taken to live 5 minutes (§9).');
  return EXIT.ok;
};
