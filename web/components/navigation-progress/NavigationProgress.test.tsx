import { act, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaleProvider, PortalProvider } from '../../app/PortalContext';
import { createMemoryHistory, createRouter, type Resolution, RouterProvider } from '../../routing/router';
import { createTestPortal, type TestPortal } from '../../test/harness';
import { NavigationProgress, PENDING_AFTER_MS, usePendingNavigation } from './NavigationProgress';

let test: TestPortal;
beforeAll(async () => {
  test = await createTestPortal();
});
afterAll(() => test.portal.dispose());
afterEach(() => vi.useRealTimers());

function Frame() {
  const pending = usePendingNavigation();
  return (
    <>
      <NavigationProgress pending={pending} />
      <main aria-busy={pending || undefined}>page</main>
    </>
  );
}

/** A router whose next page answers when the test says so. */
function slowRouter() {
  let answer: (resolution: Resolution<string>) => void = () => {};
  const router = createRouter<string>({
    history: createMemoryHistory(['/a']),
    resolve: () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
    failed: String,
    initialView: '/a',
  });
  render(
    <PortalProvider portal={test.portal}>
      <LocaleProvider locale="en-GB">
        <RouterProvider router={router} render={() => <Frame />} />
      </LocaleProvider>
    </PortalProvider>,
  );
  return { router, answer: (view: string) => answer({ type: 'render', view }) };
}

describe('the pending indicator', () => {
  it('shows nothing for a quick navigation', async () => {
    vi.useFakeTimers();
    const { router, answer } = slowRouter();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = router.navigate('/b');
    });
    act(() => vi.advanceTimersByTime(PENDING_AFTER_MS - 50));
    await act(async () => {
      answer('/b');
      await done;
    });
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByTestId('navigation-progress')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });

  it('shows the bar, marks main busy and says so politely once a navigation takes a moment; clears after', async () => {
    vi.useFakeTimers();
    const { router, answer } = slowRouter();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = router.navigate('/b');
    });
    act(() => vi.advanceTimersByTime(PENDING_AFTER_MS));
    expect(screen.getByTestId('navigation-progress')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      answer('/b');
      await done;
    });
    expect(screen.queryByTestId('navigation-progress')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });
});
