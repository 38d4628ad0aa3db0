/**
 * §4 a logout ends on the login page, and the page says why: the customer logged out, the session
 * timed out after inactivity, or it ended otherwise (a refused refresh, a 403, another tab). The
 * reason travels in the login page's address (`?logout=inactivity`), so it survives the full page
 * load a logout may take and needs nothing stored.
 */

export type LogoutNotice = 'user' | 'inactivity' | 'ended';

export const LOGOUT_NOTICE_PARAM = 'logout';

const NOTICES: ReadonlySet<string> = new Set<LogoutNotice>(['user', 'inactivity', 'ended']);

/**
 * The notice for a logout's reason (core/logout's `LogoutReason`, a plain string here).
 * @example logoutNoticeFor('expired') // 'inactivity'
 */
export function logoutNoticeFor(reason: string | undefined): LogoutNotice {
  if (reason === undefined || reason === 'user') return 'user';
  return reason === 'expired' ? 'inactivity' : 'ended';
}

/**
 * The login path with the notice, for a path on this site; another host's address is left alone.
 * @example withLogoutNotice('/de-de/login/?product=x', 'user') // '/de-de/login/?product=x&logout=user'
 */
export function withLogoutNotice(url: string, notice: LogoutNotice): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const [path = '', search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set(LOGOUT_NOTICE_PARAM, notice);
  return `${path}?${params.toString()}`;
}

/**
 * The notice a login page's query asks for; undefined for none or an unknown value.
 * @example logoutNoticeIn('?logout=inactivity') // 'inactivity'
 */
export function logoutNoticeIn(search: string): LogoutNotice | undefined {
  const value = new URLSearchParams(search).get(LOGOUT_NOTICE_PARAM);
  return value !== null && NOTICES.has(value) ? (value as LogoutNotice) : undefined;
}
