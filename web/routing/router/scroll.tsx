/**
 * Where the window is when the page changes, as the browser does on full page loads, for the
 * router's pages: Back/Forward return to where the customer was on that entry (after the page has
 * rendered, and again as it grows while its data arrives), a new page starts at the top, a link to
 * `#id` scrolls there and moves focus there as a skip link does, a REPLACE of the same page stays
 * where it is. Positions are kept per history entry (its key) and survive a reload of the tab.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { NavigationType, RouterLocation } from './history';
import { useLocation, useNavigationType } from './react';

const STORAGE_KEY = 'portal:scroll-positions';
/** How long a restore keeps the position while the page still changes (its data arriving). */
const GROWTH_WAIT_MS = 5_000;
const REMEMBERED = 50;

const positions = new Map<string, number>();
let loaded = false;

/** The positions of this tab's entries, read from storage once (a reload keeps them). */
function load() {
  if (loaded) return;
  loaded = true;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored))
      for (const [key, y] of stored)
        if (typeof key === 'string' && typeof y === 'number') positions.set(key, y);
  } catch {
    // Storage refused or a broken entry: positions start afresh.
  }
}

function persist() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-REMEMBERED)));
  } catch {
    // Storage refused (private mode, quota): a reload starts at the top.
  }
}

/** Only when it changes anything (a page that does not scroll is left alone). */
function scrollToY(y: number) {
  if (window.scrollY !== y) window.scrollTo(0, y);
}

/**
 * Scrolls to `y`, and again each time the page changes size while its data arrives (it may not be
 * that tall yet, or content drawn above may push the browser's scroll anchoring off the place),
 * until the customer scrolls themselves or the wait is over.
 * @returns stops waiting
 */
function restore(y: number): () => void {
  scrollToY(y);
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => scrollToY(y));
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = window.setTimeout(() => stop(), GROWTH_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const input of inputs) window.removeEventListener(input, stop);
  }
  observer.observe(document.body);
  for (const input of inputs) window.addEventListener(input, stop, { passive: true });
  return stop;
}

function isFocusable(element: HTMLElement): boolean {
  return element.tabIndex >= 0 || element.hasAttribute('tabindex');
}

/**
 * Scrolls to the element `#id` names and, if it takes focus or is a heading, focuses it.
 * @returns false when the page has no such element
 */
function goToTarget(hash: string, moveFocus: boolean): boolean {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  target.scrollIntoView();
  if (!moveFocus) return true;
  if (!isFocusable(target) && /^H[1-6]$/.test(target.tagName)) target.setAttribute('tabindex', '-1');
  if (isFocusable(target)) target.focus({ preventScroll: true });
  return true;
}

/** @returns what stops a restore still waiting */
function scrollFor(location: RouterLocation, type: NavigationType, from: RouterLocation | null): () => void {
  const saved = positions.get(location.key);
  if (from === null) {
    // The first page of a visit: a reload returns where it was; a deep link to `#id` goes there.
    if (saved !== undefined) return restore(saved);
    if (location.hash) goToTarget(location.hash, false);
    return () => {};
  }
  if (type === 'POP') {
    if (saved !== undefined) return restore(saved);
    if (!(location.hash && goToTarget(location.hash, true))) scrollToY(0);
    return () => {};
  }
  if (location.hash && goToTarget(location.hash, true)) return () => {};
  // The same page with another query (a filter, a tab) stays where the customer is.
  if (type === 'REPLACE' && from.pathname === location.pathname) return () => {};
  scrollToY(0);
  return () => {};
}

/** @example <RouterProvider router={router} render={(view) => <><ScrollRestoration /><Page view={view} /></>} /> */
export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const shownKey = useRef(location.key);
  // The location drawn and the one before it, kept across StrictMode's second run of the effect.
  const shown = useRef<{ location: RouterLocation | null; from: RouterLocation | null }>({
    location: null,
    from: null,
  });

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const record = () => positions.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // After the new view is in the DOM, before the browser paints it.
  useLayoutEffect(() => {
    load();
    if (shown.current.location !== location) shown.current = { location, from: shown.current.location };
    shownKey.current = location.key;
    return scrollFor(location, type, shown.current.from);
  }, [location, type]);

  return null;
}
