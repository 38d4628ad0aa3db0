/**
 * One login token call (§7 "Login token call"): POST the §3 body as JSON to ENDPOINTS.login with a
 * 3 s deadline (§9) on the Scheduler port, timed on the Clock port so the token store can measure
 * the clock difference (keycloak-js, design §6).
 */
import { ENDPOINTS, isApiError, sendRequest } from '../api';
import { callUrl, type LoginRequest, type RequestTiming, type ServiceBase } from '../auth';
import type { Clock, Fetch, Scheduler } from '../ports';
import type { LoginFailure } from './errors';
import { type LoginAnswer, readLoginAnswer } from './response';

export interface LoginCallDeps {
  readonly services: ServiceBase;
  readonly fetch: Fetch;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly timeoutMs: number;
}

export type LoginCallOutcome =
  | { readonly kind: 'answer'; readonly answer: LoginAnswer; readonly timing: RequestTiming }
  | { readonly kind: 'failed'; readonly failure: LoginFailure }
  | { readonly kind: 'cancelled' };

/**
 * @example
 * const outcome = await postLogin(deps, buildLoginRequest(input), {}, controller.signal);
 * if (outcome.kind === 'answer' && outcome.answer.kind === 'tokens') tokens.save(outcome.answer.token, outcome.timing);
 */
export async function postLogin(
  deps: LoginCallDeps,
  body: LoginRequest,
  headers: Readonly<Record<string, string>>,
  signal: AbortSignal,
): Promise<LoginCallOutcome> {
  const requestStart = deps.clock.now();
  try {
    const answer = await sendRequest(deps, {
      url: callUrl(deps.services, ENDPOINTS.login),
      method: ENDPOINTS.login.method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      credentials: 'include',
      timeoutMs: deps.timeoutMs,
      signal,
      call: 'login',
    });
    return {
      kind: 'answer',
      answer: readLoginAnswer(answer),
      timing: { requestStart, responseEnd: deps.clock.now() },
    };
  } catch (error) {
    if (isApiError(error, 'API_CANCELLED')) return { kind: 'cancelled' };
    const cause = isApiError(error, 'API_TIMEOUT') ? 'timeout' : 'network';
    return { kind: 'failed', failure: { code: 'GeneralError', cause } };
  }
}
