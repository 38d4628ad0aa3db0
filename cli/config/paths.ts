/**
 * Where portal-cli keeps its files: `$PORTAL_CLI_CONFIG_DIR`, else `$XDG_CONFIG_HOME/portal-cli`,
 * else `~/.config/portal-cli` (the XDG base directory default). Tests point the override at a
 * temporary directory. Sessions live in `sessions/{environment}-{region}-{identity host}.json`, one
 * per environment, region and identity provider, so a staging login does not overwrite the local
 * one, nor a sandbox on another port the session of the first.
 */
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import type { EnvironmentName, Region } from '../../core/config';

type Env = Readonly<Record<string, string | undefined>>;

/** @example configDir({ XDG_CONFIG_HOME: '/home/qa/.config' }) // '/home/qa/.config/portal-cli' */
export function configDir(env: Env, home: () => string = homedir): string {
  const override = env.PORTAL_CLI_CONFIG_DIR?.trim();
  if (override) return resolve(override);
  const xdg = env.XDG_CONFIG_HOME?.trim();
  // The XDG spec ignores a relative XDG_CONFIG_HOME.
  const base = xdg && isAbsolute(xdg) ? xdg : join(home(), '.config');
  return join(base, 'portal-cli');
}

/** The configuration file: `--config`, else `$PORTAL_CLI_CONFIG`, else `config.json` in the config directory. */
export function configFilePath(env: Env, option: string | undefined): { path: string; explicit: boolean } {
  const given = option?.trim() || env.PORTAL_CLI_CONFIG?.trim();
  if (given) return { path: resolve(given), explicit: true };
  return { path: join(configDir(env), 'config.json'), explicit: false };
}

/**
 * @example sessionFilePath(env, 'local', 'DEU', 'http://127.0.0.1:4010')
 * // '~/.config/portal-cli/sessions/local-deu-127.0.0.1-4010.json'
 */
export function sessionFilePath(
  env: Env,
  environment: EnvironmentName,
  region: Region,
  identityOrigin: string,
): string {
  const url = new URL(identityOrigin);
  const host = `${url.hostname}${url.port ? `-${url.port}` : ''}`.toLowerCase().replace(/[^a-z0-9.-]/g, '_');
  return join(configDir(env), 'sessions', `${environment}-${region.toLowerCase()}-${host}.json`);
}
