/**
 * The fetch port on Node (design §3): the global fetch, or, when the usual proxy variables are set
 * (HTTPS_PROXY, HTTP_PROXY, lower case too, with NO_PROXY), undici's fetch through an
 * EnvHttpProxyAgent. undici is imported only then, so a run without a proxy never loads it.
 *
 * undici's own fetch is used rather than the global dispatcher: the fetch built into Node 20 ships
 * an older undici whose dispatcher interface need not match the installed one. Loopback is never
 * proxied (the sandbox is on 127.0.0.1), whatever NO_PROXY says.
 */
import type { Fetch } from '../../core/ports';

type Env = Readonly<Record<string, string | undefined>>;

const LOOPBACK_NO_PROXY = ['localhost', '127.0.0.1', '::1'];

export interface ProxySettings {
  readonly httpProxy: string | undefined;
  readonly httpsProxy: string | undefined;
  readonly noProxy: string;
}

const first = (env: Env, ...names: string[]) =>
  names.map((name) => env[name]?.trim()).find((value) => value !== undefined && value !== '');

/**
 * The proxies the environment asks for, or null for none.
 * @example proxySettings({ HTTPS_PROXY: 'http://proxy:3128' })
 *   // { httpProxy: undefined, httpsProxy: 'http://proxy:3128', noProxy: 'localhost,127.0.0.1,::1' }
 */
export function proxySettings(env: Env): ProxySettings | null {
  const httpsProxy = first(env, 'https_proxy', 'HTTPS_PROXY');
  const httpProxy = first(env, 'http_proxy', 'HTTP_PROXY');
  if (!httpsProxy && !httpProxy) return null;
  const own = first(env, 'no_proxy', 'NO_PROXY');
  const noProxy = [...(own ? own.split(',') : []), ...LOOPBACK_NO_PROXY]
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join(',');
  return { httpProxy, httpsProxy, noProxy };
}

/**
 * @example const fetch = await createNodeFetch(process.env);
 */
export async function createNodeFetch(env: Env): Promise<Fetch> {
  const proxy = proxySettings(env);
  if (!proxy) return globalThis.fetch.bind(globalThis);
  const undici = await import('undici');
  const dispatcher = new undici.EnvHttpProxyAgent({
    httpProxy: proxy.httpProxy,
    httpsProxy: proxy.httpsProxy,
    noProxy: proxy.noProxy,
  });
  return ((input: string | URL, init?: RequestInit) =>
    undici.fetch(input, { ...(init as object), dispatcher } as Parameters<typeof undici.fetch>[1])) as Fetch;
}
