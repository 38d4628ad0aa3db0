/**
 * False while React draws what a prerendered page already shows (the server render and its
 * hydration), true from the first render after that. A control that needs JavaScript to work is
 * disabled until then, so a click on the prerendered HTML does nothing instead of something wrong.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** @example const hydrated = useHydrated(); <button disabled={!hydrated}>…</button> */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
