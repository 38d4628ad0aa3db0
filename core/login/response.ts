/**
 * Reading the login call's answer (§3 login response, §4 Login): 202 when a one-time code is
 * needed (verification id, guest token, customer id and user id in headers, and whether to offer
 * device trust); §4 "any other success" (every 2xx but 202: 200, 201, 203, …) with the token
 * object; or an OAuth-style error. A success that lacks what it must carry (a 204 has no token)
 * is `invalid`: nothing of it is stored.
 */
import type { HttpAnswer } from '../api';
import { parseJsonText } from '../api';
import { LOGIN_HEADERS, readErrorBody, readLoginSuccess, type TokenSet } from '../auth';

export type LoginAnswer =
  | {
      readonly kind: 'tokens';
      readonly token: TokenSet;
      /** The customer number (bacNumber); the one-time-code step may rely on the 202's instead. */
      readonly customerId: string | null;
      readonly userId: string | null;
    }
  | {
      readonly kind: 'oneTimeCode';
      readonly verificationId: string;
      readonly guestToken: string;
      readonly customerId: string;
      readonly userId: string | null;
      readonly showDeviceTrust: boolean;
    }
  | { readonly kind: 'refused'; readonly status: number; readonly error: string | undefined }
  | { readonly kind: 'invalid'; readonly status: number };

/** A header value, trimmed; null when missing or blank. Header values are bounded, like any input. */
function header(answer: HttpAnswer, name: string): string | null {
  const value = answer.headers.get(name)?.trim();
  return value && value.length <= 500 ? value : null;
}

/**
 * @example readLoginAnswer({ status: 202, headers, text: '{}' }).kind // 'oneTimeCode'
 */
export function readLoginAnswer(answer: HttpAnswer): LoginAnswer {
  const { status } = answer;
  const customerId = header(answer, LOGIN_HEADERS.customerId);
  const userId = header(answer, LOGIN_HEADERS.userId);
  if (status === 202) {
    const verificationId = header(answer, LOGIN_HEADERS.verificationId);
    const guestToken = header(answer, LOGIN_HEADERS.guestToken);
    if (!verificationId || !guestToken || !customerId) return { kind: 'invalid', status };
    return {
      kind: 'oneTimeCode',
      verificationId,
      guestToken,
      customerId,
      userId,
      showDeviceTrust: header(answer, LOGIN_HEADERS.showDeviceTrust)?.toLowerCase() === 'true',
    };
  }
  if (status >= 200 && status <= 299) {
    // §4: any success other than the one-time-code step logs in, not only 200.
    const parsed = readLoginSuccess(parseJsonText(answer.text));
    if (!parsed) return { kind: 'invalid', status };
    return { kind: 'tokens', token: parsed.token, customerId, userId };
  }
  return { kind: 'refused', status, error: readErrorBody(parseJsonText(answer.text))?.error };
}
