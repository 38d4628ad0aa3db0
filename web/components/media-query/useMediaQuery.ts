/**
 * Screen-size decisions the shell makes in script (accordion or plain list, modal or dropdown,
 * desktop or mobile navigation), read with `useSyncExternalStore` so a rotation or a window resize
 * re-renders once. Only one navigation is rendered at a time, so desktop and mobile never duplicate
 * ids or landmark labels.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { type Breakpoint, breakpointPx } from '../../../core/config';

/**
 * The media query for "this breakpoint and wider" (a breakpoint is a min-width, core/config §9).
 * @example minWidthQuery('lg') // '(min-width: 992px)'
 */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpointPx(breakpoint)}px)`;
}

/**
 * Whether a media query matches. Without `matchMedia` (old test environments) the answer is
 * `false`, i.e. the small-screen layout, which works at every width.
 */
export function useMediaQuery(query: string): boolean {
  return useMatches(query, () => false);
}

/** The media query's answer over `matchMedia`, and what a render without a screen answers. */
function useMatches<T extends boolean | undefined>(query: string, withoutScreen: () => T): boolean | T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = useCallback(
    () =>
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(query).matches
        : false,
    [query],
  );
  return useSyncExternalStore<boolean | T>(subscribe, snapshot, withoutScreen);
}

/**
 * `override` wins when given (a page or a test that knows better); otherwise the breakpoint decides.
 * @example const desktop = useBreakpointUp('lg'); // true at 992 px and wider
 */
export function useBreakpointUp(breakpoint: Breakpoint, override?: boolean): boolean {
  const matches = useMediaQuery(minWidthQuery(breakpoint));
  return override ?? matches;
}

const unknownOnServer = () => undefined;

/**
 * Like useBreakpointUp, but `undefined` while React draws what a prerendered page already shows
 * (the server render and its hydration know no screen): the caller then draws a layout that CSS
 * fits to the screen, so nothing moves when the real answer arrives right after hydration.
 * @example const desktop = useBreakpointUpOrUnknown('lg'); // undefined, then true at 992 px
 */
export function useBreakpointUpOrUnknown(breakpoint: Breakpoint, override?: boolean): boolean | undefined {
  const matches = useMatches(minWidthQuery(breakpoint), unknownOnServer);
  return override ?? matches;
}
