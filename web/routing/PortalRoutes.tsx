/**
 * Draws the router's view: every page inside its locale's layout (shell), behind a boundary that
 * turns a page crash into the technical error.
 */
import { type ReactNode, useEffect } from 'react';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { LocaleLayout } from './LocaleLayout';
import { LoggedFailure, PageBoundary, RootError } from './RouteErrors';
import { ParamsProvider, type Router, RouterProvider, ScrollRestoration } from './router';
import type { PortalView } from './views';

/** The User Timing mark of the first page drawn (or hydrated): the end of the page's up-front work. */
export const PORTAL_READY_MARK = 'portal:ready';
let marked = false;

/** Marks once, after the first page's commit (the benchmark counts the scripts requested before it). */
function ReadyMark() {
  useEffect(() => {
    if (marked || typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
    marked = true;
    performance.mark(PORTAL_READY_MARK);
  }, []);
  return null;
}

function View({ view }: { readonly view: PortalView }): ReactNode {
  if (view.locale === null)
    return view.kind === 'notFound' ? (
      <RootError language={view.language} />
    ) : (
      <RootError error={view.kind === 'failed' ? view.error : undefined} />
    );
  let page: ReactNode;
  switch (view.kind) {
    case 'page':
      page = (
        <ParamsProvider params={view.params}>
          <view.Page />
        </ParamsProvider>
      );
      break;
    case 'notFound':
      page = <NotFoundPage />;
      break;
    case 'failed':
      page = <LoggedFailure error={view.error} />;
      break;
  }
  return (
    <LocaleLayout locale={view.locale} signedIn={view.signedIn}>
      <PageBoundary resetKey={view}>{page}</PageBoundary>
    </LocaleLayout>
  );
}

/** @example <PortalRoutes router={router} /> */
export function PortalRoutes({ router }: { readonly router: Router<PortalView> }) {
  return (
    <RouterProvider
      router={router}
      // Before the first page resolves: an empty page, not a flash of a half-built one (CLS 0).
      fallback={<div />}
      render={(view) => (
        <>
          <ScrollRestoration />
          <ReadyMark />
          <View view={view} />
        </>
      )}
    />
  );
}
