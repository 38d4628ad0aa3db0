/**
 * Navigation port (design §3) through the portal's router: same-origin targets are
 * client-side navigations (no reload, no request, so no Referer can leak), other origins a full
 * page load. A forced navigation (a logout) first releases whatever a page holds (unsaved input). A full load "without a referer" (§4 logout) puts a `no-referrer` policy on the document
 * first, because `location.assign` takes no per-navigation policy.
 */
import type { NavigateOptions, Navigation } from '../../core/ports';

/** What the adapter needs of the router (web/routing/router). */
export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
  /** Releases every page's hold on the customer (unsaved input). */
  unblock(): void;
}

export interface RouterNavigation extends Navigation {
  /** Hands over the router once it exists; until then every target is a full page load. */
  attach(router: RouterLike): void;
}

function setNoReferrer(doc: Document) {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="referrer"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'referrer';
    doc.head.append(meta);
  }
  meta.content = 'no-referrer';
}

/** @example const navigation = createRouterNavigation(); navigation.attach(router); navigation.go('/de-de/login/'); */
export function createRouterNavigation(win: Window = window): RouterNavigation {
  let router: RouterLike | undefined;
  return {
    attach(next) {
      router = next;
    },
    currentUrl: () => win.location.href,
    go(url: string, options: NavigateOptions = {}) {
      const target = new URL(url, win.location.href);
      if (options.force) router?.unblock();
      if (router && target.origin === win.location.origin) {
        void router.navigate(`${target.pathname}${target.search}${target.hash}`, {
          replace: options.replace,
        });
        return;
      }
      if (options.referrerPolicy === 'no-referrer') setNoReferrer(win.document);
      if (options.replace) win.location.replace(target.href);
      else win.location.assign(target.href);
    },
  };
}
