/**
 * The §7 session probe, GET {origin}/savingglobal/rest/open_api/v2/customer: does the portal still
 * accept the session? The refresher asks after every refresh; portal-cli's `session` and `check`
 * ask on their own. One reading for all of them (docs/decisions/170):
 *
 * - accepted: a 2xx carrying the contract's customer (wire-schemas.ts `sessionProbeAnswerSchema`);
 * - refused: 401 or 403, the portal's verdict that the session is gone (§8: the session logs out);
 * - no verdict: anything else, a 5xx, a redirect, a 2xx with an HTML page or other body, a timeout,
 *   no network. It says nothing about the session, so nothing is ended for it.
 */
import { ENDPOINTS } from '../contract';
import type { Fetch, Scheduler } from '../ports';
import { describeBody } from './refresh-answer';
import { callUrl, type ServiceBase } from './service-url';
import { parseJson, type TimedAnswer, timedFetch } from './timed-fetch';
import type { SessionProbeAnswer } from './wire';
import { readErrorBody, readSessionProbeAnswer } from './wire-readers';

export type SessionProbeVerdict =
  | { readonly kind: 'accepted'; readonly status: number; readonly customer: SessionProbeAnswer }
  | { readonly kind: 'refused'; readonly status: number }
  | {
      readonly kind: 'no-verdict';
      /** The status, when there was an answer. */
      readonly status?: number;
      /** Why it is no verdict, in words: "a timeout", "HTTP 200 with an HTML page". */
      readonly reason: string;
    };

/**
 * @example classifyProbeAnswer({ kind: 'answer', status: 200, text: '{"customerId":"0047110001"}' }).kind // 'accepted'
 * @example classifyProbeAnswer({ kind: 'answer', status: 200, text: '<html>' }).kind // 'no-verdict'
 */
export function classifyProbeAnswer(answer: TimedAnswer): SessionProbeVerdict {
  if (answer.kind === 'timeout') return { kind: 'no-verdict', reason: 'a timeout' };
  if (answer.kind === 'network') return { kind: 'no-verdict', reason: 'no answer (network error)' };
  const { status } = answer;
  if (status === 401 || status === 403) return { kind: 'refused', status };
  if (status >= 200 && status < 300) {
    const customer = readSessionProbeAnswer(parseJson(answer.text));
    if (customer) return { kind: 'accepted', status, customer };
    return {
      kind: 'no-verdict',
      status,
      reason: `HTTP ${status} with ${describeBody(answer)}, not the customer`,
    };
  }
  if (status === 0 || (status >= 300 && status < 400))
    return { kind: 'no-verdict', status, reason: `a redirect${status ? ` (HTTP ${status})` : ''}` };
  const error = readErrorBody(parseJson(answer.text))?.error;
  return {
    kind: 'no-verdict',
    status,
    reason: error ? `HTTP ${status} (${error})` : `HTTP ${status} with ${describeBody(answer)}`,
  };
}

export interface SessionProbeDeps {
  readonly fetch: Fetch;
  readonly scheduler: Scheduler;
  readonly services: ServiceBase;
  readonly timeoutMs: number;
}

/**
 * Asks the portal with the given access token.
 * @example (await probeSession(deps, accessToken)).kind // 'accepted'
 */
export async function probeSession(
  deps: SessionProbeDeps,
  accessToken: string | null,
): Promise<SessionProbeVerdict> {
  const answer = await timedFetch(
    deps,
    callUrl(deps.services, ENDPOINTS.sessionProbe),
    {
      method: ENDPOINTS.sessionProbe.method,
      headers: {
        accept: 'application/json',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      credentials: 'include',
      redirect: 'manual',
    },
    deps.timeoutMs,
  );
  return classifyProbeAnswer(answer);
}
