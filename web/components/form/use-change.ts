/**
 * Sends one customer change (core/api `ApiClient.send`) and then loads the customer data again, so
 * every page and the route guard see the change: a completed customer redirect lets the customer
 * through to the overview (§2.2). `state` drives the form's busy, done and failed states.
 */
import { useCallback, useRef, useState } from 'react';
import type { ApiMutation } from '../../../core/api';
import { useSignedInCore } from '../../signed-in/world';

export type ChangeState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'saving' }
  | { readonly status: 'done'; readonly value: T }
  | { readonly status: 'failed' };

/** @example const [state, run] = useChange<Answer>(); await run(confirmDataValidityMutation({ bacNumber })); */
export function useChange<T>(): [ChangeState<T>, (mutation: ApiMutation<T>) => Promise<T | undefined>] {
  const core = useSignedInCore();
  const [state, setState] = useState<ChangeState<T>>({ status: 'idle' });
  const busy = useRef(false);
  const run = useCallback(
    async (mutation: ApiMutation<T>) => {
      if (busy.current) return undefined; // one send at a time: a double click must not send twice
      busy.current = true;
      setState({ status: 'saving' });
      try {
        const value = await core.api.send(mutation);
        await core.customerData.reload();
        setState({ status: 'done', value });
        return value;
      } catch {
        setState({ status: 'failed' });
        return undefined;
      } finally {
        busy.current = false;
      }
    },
    [core],
  );
  return [state, run];
}
