/**
 * React bindings of the router: the provider that renders the resolved view, and the few hooks and
 * components pages use (Link, Navigate, useLocation, useParams, useSearchParams, useNavigate,
 * useNavigationType, useBlocker). Names and behaviour follow React Router's, so pages read as before.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { hrefOf, type NavigationType, parsePath, type RouterLocation } from './history';
import type { Router, RouterState } from './router';

// biome-ignore lint/suspicious/noExplicitAny: the provider does not care which view type the app uses
type AnyRouter = Router<any>;

const RouterContext = createContext<AnyRouter | null>(null);
const StateContext = createContext<RouterState<unknown> | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

function useRouter(): AnyRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks outside <RouterProvider>');
  return router;
}

function useRouterState(): RouterState<unknown> {
  const state = useContext(StateContext);
  if (!state) throw new Error('Router hooks outside <RouterProvider>');
  return state;
}

/**
 * Renders `render(view)` for the router's current view, `fallback` until the first one resolved.
 * @example <RouterProvider router={router} render={(view) => <AppView view={view} />} />
 */
export function RouterProvider<V>({
  router,
  render,
  fallback = null,
}: {
  readonly router: Router<V>;
  readonly render: (view: V) => ReactNode;
  readonly fallback?: ReactNode;
}) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state as RouterState<unknown>}>
        {state.view === null ? fallback : render(state.view)}
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** The params a page's path pattern captured (`:investmentId` → `{ investmentId }`). */
export function ParamsProvider({
  params,
  children,
}: {
  readonly params: Readonly<Record<string, string>>;
  readonly children: ReactNode;
}) {
  return <ParamsContext.Provider value={params}>{children}</ParamsContext.Provider>;
}

export function useLocation(): RouterLocation {
  return useRouterState().location;
}

export function useNavigationType(): NavigationType {
  return useRouterState().navigationType;
}

export function useParams<K extends string = string>(): Readonly<Partial<Record<K, string>>> {
  return useContext(ParamsContext) as Readonly<Partial<Record<K, string>>>;
}

export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])] as const;
}

/** Whether the next page is resolving (the current one is still shown). */
export function useNavigating(): boolean {
  return useRouterState().navigating;
}

export interface Blocker {
  /** `blocked` while a navigation waits for the customer's answer. */
  readonly state: 'blocked' | 'unblocked';
  /** Where the customer asked to go. */
  readonly location: RouterLocation | null;
  /** Leave: the navigation goes ahead. */
  proceed(): void;
  /** Stay: the navigation is dropped (a Back is taken back). */
  reset(): void;
}

/**
 * While `when` is true, leaving the page (a link, `navigate`, Back/Forward, another site) waits
 * for `proceed` or `reset`, and reloading or closing the tab asks with the browser's own prompt.
 * @example const blocker = useBlocker(hasUnsavedInput); // blocker.state === 'blocked' → ask
 */
export function useBlocker(when: boolean): Blocker {
  const router = useRouter();
  const { blocked } = useRouterState();
  // The router asks at the moment a navigation starts: the latest render's answer, not the one of
  // when the block was registered.
  const holds = useRef(when);
  holds.current = when;
  useEffect(() => router.block(() => holds.current), [router]);
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Released by a logout: the customer is signed out regardless, nothing asks.
      if (!router.blocking()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [router, when]);
  const mine = when && blocked !== null;
  return useMemo(
    () => ({
      state: mine ? 'blocked' : 'unblocked',
      location: mine ? blocked : null,
      proceed: router.proceed,
      reset: router.reset,
    }),
    [mine, blocked, router],
  );
}

export function useNavigate(): (to: string, options?: { readonly replace?: boolean }) => void {
  const router = useRouter();
  return (to, options) => void router.navigate(to, options);
}

/** Navigates once it renders (a render-time redirect). */
export function Navigate({ to, replace }: { readonly to: string; readonly replace?: boolean }) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace });
  }, [router, to, replace]);
  return null;
}

/** A plain click (no modifier key, main button, same tab) stays in the portal. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: string;
  readonly replace?: boolean;
}

/**
 * A real link (works without JavaScript, opens in a new tab with a modifier key) that navigates
 * inside the portal on a plain click.
 * @example <Link to="/de-de/dashboard/">Übersicht</Link>
 */
export function Link({ to, replace, onClick, children, ...rest }: LinkProps) {
  const router = useRouter();
  const { location } = useRouterState();
  const href = hrefOf(parsePath(to, location));
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void router.navigate(href, { replace });
      }}
    >
      {children}
    </a>
  );
}
