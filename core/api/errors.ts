/**
 * Errors of the API client, a union keyed by a stable `code` (design §5, jose `util/errors.ts`).
 * The CLI maps codes to exit codes, the web to translated messages; security.md 7: the user only
 * ever sees a generic message, so nothing here carries response bodies or personal data, only
 * the call's name, the HTTP status and (for an invalid response) the paths of the failing fields.
 */
import type { EndpointName } from '../contract';
import { PortalError } from '../errors';

export type ApiErrorCode =
  /** §9: no answer within 3000 ms. Not retried (the user already waited; see docs/decisions/021). */
  | 'API_TIMEOUT'
  /** The network failed (DNS, connection refused, reset). Retried a bounded number of times. */
  | 'API_NETWORK'
  /** Any other non-2xx answer; `status` says which. 5xx are retried, 4xx never (§7: not 404, 410). */
  | 'API_HTTP'
  /** The body was not JSON or did not match the zod schema (design §6). Never cached. */
  | 'API_INVALID_RESPONSE'
  /** §7, §8: HTTP 403; the session was cleared everywhere and calls in flight aborted. */
  | 'API_FORBIDDEN'
  /** No valid access token for a call that needs one, or HTTP 401. Nothing was sent / nothing kept. */
  | 'API_UNAUTHENTICATED'
  /** The call was abandoned because the session ended (403 elsewhere, logout) or its caller aborted. */
  | 'API_CANCELLED';

export const API_ERROR_CODES: readonly ApiErrorCode[] = [
  'API_TIMEOUT',
  'API_NETWORK',
  'API_HTTP',
  'API_INVALID_RESPONSE',
  'API_FORBIDDEN',
  'API_UNAUTHENTICATED',
  'API_CANCELLED',
];

export interface ApiErrorDetails {
  /** The call of core/contract/endpoints.ts that failed, when known. */
  readonly call?: EndpointName | undefined;
  /** The HTTP status, when there was an answer. */
  readonly status?: number | undefined;
  /** For API_INVALID_RESPONSE: the paths of the fields that failed (e.g. `data.0.state`), no values. */
  readonly issues?: readonly string[] | undefined;
}

export class ApiError extends PortalError<ApiErrorCode> {
  readonly call: EndpointName | undefined;
  readonly status: number | undefined;
  readonly issues: readonly string[];

  constructor(code: ApiErrorCode, message: string, details: ApiErrorDetails = {}) {
    super(code, message);
    this.name = 'ApiError';
    this.call = details.call;
    this.status = details.status;
    this.issues = details.issues ?? [];
  }
}

/**
 * @example isApiError(error, 'API_FORBIDDEN') // true for a 403
 */
export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * The ApiError for an HTTP status that is not a success: 401 unauthenticated, 403 forbidden,
 * anything else API_HTTP with its status.
 * @example apiErrorForStatus(404, 'account').code // 'API_HTTP'
 */
export function apiErrorForStatus(status: number, call?: EndpointName): ApiError {
  const details = { call, status };
  if (status === 401)
    return new ApiError('API_UNAUTHENTICATED', `The ${call ?? 'API'} call was refused (401).`, details);
  if (status === 403)
    return new ApiError('API_FORBIDDEN', `The ${call ?? 'API'} call was forbidden (403).`, details);
  return new ApiError('API_HTTP', `The ${call ?? 'API'} call failed with HTTP ${status}.`, details);
}
