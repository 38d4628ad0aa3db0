import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, hrefOf, Link, RouterProvider } from '.';
import { createRouter, type Resolution } from './router';

type View = string;

/** A resolver driven by the test: each address waits until the test releases it. */
function controlledResolver() {
  const pending = new Map<string, (resolution: Resolution<View>) => void>();
  return {
    resolve: (location: { pathname: string }) =>
      new Promise<Resolution<View>>((resolve) => pending.set(location.pathname, resolve)),
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

  it('a newer navigation wins over an older one that answers later', async () => {
    const control = controlledResolver();
    const router = createRouter<View>({
      history: createMemoryHistory(['/a']),
      resolve: control.resolve,
      failed: String,
      initialView: 'page /a',
    });
    const slow = router.navigate('/slow');
    const fast = router.navigate('/fast');
    control.release('/fast');
    await fast;
    control.release('/slow');
    await slow;
    expect(router.state.view).toBe('page /fast');
    expect(router.state.location.pathname).toBe('/fast');
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
