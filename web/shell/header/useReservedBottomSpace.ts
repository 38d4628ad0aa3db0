/**
 * The fixed bottom action bar must never cover what has focus (accessibility.md 11, WCAG 2.4.11):
 * while it shows, the page gets bottom padding of the bar's height, and `scroll-padding-bottom` so
 * the browser scrolls a focused element clear of the bar.
 */
import { type RefObject, useLayoutEffect } from 'react';

/** Used until the bar has been measured (jsdom has no layout): a 44 px button and padding. */
const FALLBACK_HEIGHT_PX = 72;

export function useReservedBottomSpace(bar: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    const body = document.body.style;
    const root = document.documentElement.style;
    const saved = { padding: body.paddingBottom, scrollPadding: root.scrollPaddingBottom };
    const apply = () => {
      const height = bar.current?.offsetHeight || FALLBACK_HEIGHT_PX;
      body.paddingBottom = `${height}px`;
      root.scrollPaddingBottom = `${height}px`;
    };
    apply();
    const observer =
      typeof ResizeObserver === 'function' && bar.current ? new ResizeObserver(apply) : undefined;
    if (observer && bar.current) observer.observe(bar.current);
    return () => {
      observer?.disconnect();
      body.paddingBottom = saved.padding;
      root.scrollPaddingBottom = saved.scrollPadding;
    };
  }, [active, bar]);
}
