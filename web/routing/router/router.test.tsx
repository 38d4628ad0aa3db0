import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryHistory,
  hrefOf,
  Link,
  type RouterLocation,
  RouterProvider,
  ScrollRestoration,
  useBlocker,
} from '.';
import { createRouter, type Resolution } from './router';

type View = string;

/** A resolver driven by the test: each address waits until the test releases it. */
function controlledResolver() {
  const pending = new Map<string, (resolution: Resolution<View>) => void>();
  const signals = new Map<string, AbortSignal>();
  return {
    signals,
    resolve: (location: { pathname: string }, signal?: AbortSignal) => {
      if (signal) signals.set(location.pathname, signal);
      return new Promise<Resolution<View>>((resolve) => pending.set(location.pathname, resolve));
    },
    release(pathname: string, resolution: Resolution<View> = { type: 'render', view: `page ${pathname}` }) {
      const resolve = pending.get(pathname);
      if (!resolve) throw new Error(`nothing is resolving ${pathname}`);
      pending.delete(pathname);
      resolve(resolution);
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('router: resolve first, then show and write the address', () => {
  it('keeps the old page and address while the next one resolves, then pushes it', async () => {
    const history = createMemoryHistory(['/a']);
    const control = controlledResolver();
    const router = createRouter<View>({ history, resolve: control.resolve, failed: String });
    const first = router.initialize();
    control.release('/a');
    await first;
    expect(router.state).toMatchObject({ view: 'page /a', navigationType: 'POP', navigating: false });

    const next = router.navigate('/b');
    expect(router.state).toMatchObject({ view: 'page /a', navigating: true });
    expect(history.location().pathname).toBe('/a');
    control.release('/b');
    await next;
    expect(router.state).toMatchObject({ view: 'page /b', navigationType: 'PUSH' });
    expect(history.location().pathname).toBe('/b');

    history.go(-1);
    control.release('/a');
    await flush();
    expect(router.state).toMatchObject({ view: 'page /a', navigationType: 'POP' });
  });

  it('a newer navigation wins over an older one that answers later: the older one never shows', async () => {
    const control = controlledResolver();
    const history = createMemoryHistory(['/a']);
    const router = createRouter<View>({
      history,
      resolve: control.resolve,
      failed: String,
      initialView: 'page /a',
    });
    const seen: string[] = [];
    router.subscribe(() => seen.push(`${router.state.view} at ${hrefOf(history.location())}`));
    const slow = router.navigate('/slow');
    const fast = router.navigate('/fast');
    // The first resolution is told to stop; the second is not.
    expect(control.signals.get('/slow')?.aborted).toBe(true);
    expect(control.signals.get('/fast')?.aborted).toBe(false);
    control.release('/fast');
    await fast;
    control.release('/slow');
    await slow;
    expect(router.state.view).toBe('page /fast');
    expect(hrefOf(history.location())).toBe('/fast');
    // Neither the view nor the address was ever the first navigation's.
    expect(seen.filter((entry) => entry.includes('slow'))).toEqual([]);
    history.go(-1);
    expect(history.location().pathname).toBe('/a');
  });

  it('a superseded resolution that fails because it was aborted shows no failure', async () => {
    const failed = vi.fn((error: unknown) => `failed: ${String(error)}`);
    const router = createRouter<View>({
      history: createMemoryHistory(['/a']),
      resolve: (location, signal) =>
        location.pathname === '/slow'
          ? new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))
          : Promise.resolve({ type: 'render', view: `page ${location.pathname}` }),
      failed,
      initialView: 'page /a',
    });
    const slow = router.navigate('/slow');
    await router.navigate('/fast');
    await slow;
    expect(failed).not.toHaveBeenCalled();
    expect(router.state).toMatchObject({ view: 'page /fast', navigating: false });
  });

  it('follows redirects, replaces the address on the first page of a visit, and stays a POP', async () => {
    const history = createMemoryHistory(['/']);
    const router = createRouter<View>({
      history,
      resolve: async ({ pathname }) =>
        pathname === '/' ? { type: 'redirect', to: '/de-de/login/?x=1' } : { type: 'render', view: pathname },
      failed: String,
    });
    await router.initialize();
    expect(hrefOf(history.location())).toBe('/de-de/login/?x=1');
    expect(router.state).toMatchObject({ view: '/de-de/login/', navigationType: 'POP' });
  });

  it('leaves for another site on a redirect to an absolute URL, and fails after too many redirects', async () => {
    const leave = vi.fn();
    const router = createRouter<View>({
      history: createMemoryHistory(['/pt-br/login/']),
      resolve: async ({ pathname }) =>
        pathname === '/loop'
          ? { type: 'redirect', to: '/loop' }
          : { type: 'redirect', to: 'https://app.example-bank.com/en-us/auth/login/' },
      failed: (error) => `failed: ${(error as Error).message}`,
      leave,
    });
    await router.initialize();
    expect(leave).toHaveBeenCalledWith('https://app.example-bank.com/en-us/auth/login/');
    await router.navigate('/loop');
    expect(router.state.view).toBe('failed: Too many redirects at /loop');
  });

  it('shows the failure view when resolving throws (a chunk that did not load)', async () => {
    const router = createRouter<View>({
      history: createMemoryHistory(['/a']),
      resolve: async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
      failed: (error, location) => `failed ${location.pathname}: ${(error as Error).name}`,
    });
    await router.initialize();
    expect(router.state.view).toBe('failed /a: TypeError');
  });
});

describe('router: history entries', () => {
  it('gives each entry its own key, kept by a replace and found again by Back and Forward', async () => {
    const history = createMemoryHistory(['/a']);
    const router = createRouter<View>({
      history,
      resolve: async ({ pathname }) => ({ type: 'render', view: pathname }),
      failed: String,
    });
    await router.initialize();
    const first = router.state.location.key;
    await router.navigate('/b');
    const second = router.state.location.key;
    expect(second).not.toBe(first);
    await router.navigate('/b?tab=2', { replace: true });
    expect(router.state.location).toMatchObject({ search: '?tab=2', key: second });
    history.go(-1);
    await flush();
    expect(router.state.location).toMatchObject({ pathname: '/a', key: first });
    history.go(1);
    await flush();
    expect(router.state.location.key).toBe(second);
  });

  it('a link to `#id` on the shown page moves there without resolving the page again', async () => {
    const history = createMemoryHistory(['/a']);
    const resolve = vi.fn(async ({ pathname }: RouterLocation) => ({
      type: 'render' as const,
      view: pathname,
    }));
    const router = createRouter<View>({ history, resolve, failed: String });
    await router.initialize();
    await router.navigate('#faq');
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(router.state).toMatchObject({
      navigationType: 'PUSH',
      location: { pathname: '/a', hash: '#faq' },
    });
    const entry = router.state.location.key;
    // The same `#id` again adds no entry, as the browser does.
    await router.navigate('#faq');
    expect(router.state).toMatchObject({ navigationType: 'REPLACE', location: { key: entry } });
    history.go(-1);
    await flush();
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(router.state).toMatchObject({ navigationType: 'POP', location: { hash: '' } });
    await router.navigate('/b#top');
    expect(resolve).toHaveBeenCalledTimes(2);
  });
});

describe('router: a page that holds the customer (unsaved input)', () => {
  function held() {
    const history = createMemoryHistory(['/a', '/form']);
    const resolve = vi.fn(async ({ pathname }: RouterLocation) => ({
      type: 'render' as const,
      view: pathname,
    }));
    const leave = vi.fn();
    const router = createRouter<View>({ history, resolve, failed: String, leave, initialView: '/form' });
    let unsaved = true;
    const release = router.block(() => unsaved);
    const save = () => {
      unsaved = false;
    };
    return { history, resolve, leave, router, release, save };
  }

  it('asks before a link or navigate(): stay drops it, leave goes ahead', async () => {
    const { history, resolve, router } = held();
    await router.navigate('/b');
    expect(router.state.blocked).toMatchObject({ pathname: '/b' });
    expect(resolve).not.toHaveBeenCalled();
    expect(history.location().pathname).toBe('/form');
    router.reset();
    expect(router.state.blocked).toBeNull();
    expect(history.location().pathname).toBe('/form');

    await router.navigate('/b');
    router.proceed();
    await flush();
    expect(router.state).toMatchObject({ view: '/b', blocked: null });
    expect(history.location().pathname).toBe('/b');
  });

  it('takes a Back back while it asks, so the address stays right; leave goes back after all', async () => {
    const { history, router } = held();
    history.go(-1);
    expect(router.state.blocked).toMatchObject({ pathname: '/a' });
    expect(history.location().pathname).toBe('/form');
    router.reset();
    await flush();
    expect(history.location().pathname).toBe('/form');
    expect(router.state.view).toBe('/form');

    history.go(-1);
    router.proceed();
    await flush();
    expect(history.location().pathname).toBe('/a');
    expect(router.state).toMatchObject({ view: '/a', navigationType: 'POP' });
  });

  it('asks before another site too; holds nothing once saved, released, or after a logout', async () => {
    const { router, leave } = held();
    await router.navigate('https://example.org/');
    expect(leave).not.toHaveBeenCalled();
    router.proceed();
    expect(leave).toHaveBeenCalledWith('https://example.org/');
    expect(router.blocking()).toBe(false);

    const second = held();
    second.save();
    expect(second.router.blocking()).toBe(false);
    await second.router.navigate('/b');
    expect(second.router.state.view).toBe('/b');

    const third = held();
    await third.router.navigate('/b');
    third.router.unblock();
    expect(third.router.state.blocked).toBeNull();
    expect(third.router.blocking()).toBe(false);
    await third.router.navigate('/logged-out');
    expect(third.router.state.view).toBe('/logged-out');

    const fourth = held();
    fourth.release();
    await fourth.router.navigate('/b');
    expect(fourth.router.state.view).toBe('/b');
  });

  it('useBlocker: blocked only for the page that holds input, with the browser prompt on unload', async () => {
    const history = createMemoryHistory(['/form']);
    const router = createRouter<View>({
      history,
      resolve: async ({ pathname }) => ({ type: 'render', view: pathname }),
      failed: String,
      initialView: '/form',
    });
    function Form({ unsaved }: { readonly unsaved: boolean }) {
      const blocker = useBlocker(unsaved);
      return (
        <p>
          {blocker.state}
          {blocker.location ? ` ${blocker.location.pathname}` : ''}
        </p>
      );
    }
    const { rerender } = render(<RouterProvider router={router} render={() => <Form unsaved />} />);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    await act(() => router.navigate('/b'));
    expect(screen.getByText('blocked /b')).toBeInTheDocument();
    act(() => router.reset());
    rerender(<RouterProvider router={router} render={() => <Form unsaved={false} />} />);
    const unloadSaved = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unloadSaved);
    expect(unloadSaved.defaultPrevented).toBe(false);
    await act(() => router.navigate('/b'));
    expect(router.state.view).toBe('/b');
  });
});

describe('ScrollRestoration', () => {
  const original = { scrollTo: window.scrollTo, scrollIntoView: Element.prototype.scrollIntoView };
  afterEach(() => {
    window.scrollTo = original.scrollTo;
    Element.prototype.scrollIntoView = original.scrollIntoView;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  /** jsdom lays nothing out: the window scrolls where it is told. */
  function scrollableWindow() {
    const scrolled: number[] = [];
    const to = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    window.scrollTo = ((_x: number, y: number) => {
      scrolled.push(y);
      to(y);
    }) as typeof window.scrollTo;
    const intoView: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      intoView.push(this.id);
    };
    return { scrolled, intoView, scrollBy: to };
  }

  function app(initial: string) {
    const history = createMemoryHistory([initial]);
    const router = createRouter<View>({
      history,
      resolve: async ({ pathname }) => ({ type: 'render', view: pathname }),
      failed: String,
      initialView: initial.split('#')[0] ?? initial,
    });
    render(
      <RouterProvider
        router={router}
        render={(view) => (
          <>
            <ScrollRestoration />
            <h2 id="faq">{view}</h2>
            <div id="box" />
          </>
        )}
      />,
    );
    return { history, router };
  }

  it('top of page on PUSH, where the customer was on Back and Forward, the same place on a REPLACE', async () => {
    const { scrolled, scrollBy } = scrollableWindow();
    const { history, router } = app('/a');
    scrollBy(700);
    await act(() => router.navigate('/b'));
    expect(window.scrollY).toBe(0);
    scrollBy(300);
    await act(async () => history.go(-1));
    await act(flush);
    expect(window.scrollY).toBe(700);
    await act(async () => history.go(1));
    await act(flush);
    expect(window.scrollY).toBe(300);
    scrolled.length = 0;
    await act(() => router.navigate('/b?sort=date', { replace: true }));
    expect(scrolled).toEqual([]);
    expect(window.scrollY).toBe(300);
  });

  it('Back to a page still loading its data: restored as it grows, until the customer scrolls', async () => {
    const { scrollBy } = scrollableWindow();
    // A page only `tall` pixels high: the window cannot scroll further.
    let tall = 10_000;
    window.scrollTo = ((_x: number, y: number) => scrollBy(Math.min(y, tall))) as typeof window.scrollTo;
    const observers = new Set<{ grown: () => void }>();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        readonly grown: () => void;
        constructor(callback: () => void) {
          this.grown = callback;
        }
        observe() {
          observers.add(this);
        }
        disconnect() {
          observers.delete(this);
        }
      },
    );
    const { history, router } = app('/a');
    scrollBy(900);
    await act(() => router.navigate('/b'));
    tall = 300; // the page drawn on Back has only its skeleton yet
    await act(async () => history.go(-1));
    await act(flush);
    expect(window.scrollY).toBe(300);
    tall = 2_000; // its data arrived
    for (const observer of [...observers]) act(() => observer.grown());
    expect(window.scrollY).toBe(900);
    // The customer scrolls: the page is theirs again.
    window.dispatchEvent(new Event('wheel'));
    expect(observers.size).toBe(0);
    vi.unstubAllGlobals();
  });

  it('a `#id` scrolls there and focuses a heading; an unknown one starts at the top, no error', async () => {
    const { intoView, scrollBy } = scrollableWindow();
    const { router } = app('/a');
    await act(() => router.navigate('/b#faq'));
    expect(intoView).toEqual(['faq']);
    expect(document.activeElement).toBe(document.getElementById('faq'));
    await act(() => router.navigate('#box'));
    expect(intoView).toEqual(['faq', 'box']);
    // Not focusable and not a heading: focus stays.
    expect(document.activeElement).toBe(document.getElementById('faq'));
    scrollBy(400);
    await act(() => router.navigate('/c#nowhere'));
    expect(window.scrollY).toBe(0);
    expect(router.state.view).toBe('/c');
  });
});

describe('Link', () => {
  function renderLink() {
    const history = createMemoryHistory(['/de-de/login/']);
    const router = createRouter<View>({
      history,
      resolve: async ({ pathname }) => ({ type: 'render', view: pathname }),
      failed: String,
      initialView: '/de-de/login/',
    });
    render(<RouterProvider router={router} render={() => <Link to="../register/">Registrieren</Link>} />);
    return { history, link: screen.getByRole('link', { name: 'Registrieren' }) };
  }

  it('is a real link (resolved href) that navigates in the portal on a plain click', async () => {
    const { history, link } = renderLink();
    expect(link).toHaveAttribute('href', '/de-de/register/');
    fireEvent.click(link);
    await flush();
    expect(history.location().pathname).toBe('/de-de/register/');
  });

  it('leaves a modified click (new tab) to the browser', async () => {
    const { history, link } = renderLink();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(event);
    await flush();
    expect(history.location().pathname).toBe('/de-de/login/');
  });
});
