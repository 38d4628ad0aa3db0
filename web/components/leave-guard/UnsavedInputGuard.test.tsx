import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocaleProvider, PortalProvider } from '../../app/PortalContext';
import { createMemoryHistory, createRouter, RouterProvider } from '../../routing/router';
import { installDialogPolyfill } from '../../test/dialog';
import { createTestPortal, type TestPortal } from '../../test/harness';
import { UnsavedInputGuard } from './UnsavedInputGuard';

let test: TestPortal;
beforeAll(async () => {
  installDialogPolyfill();
  test = await createTestPortal();
});
afterAll(() => test.portal.dispose());

function formPage(unsaved: boolean) {
  const history = createMemoryHistory(['/dashboard', '/form']);
  const router = createRouter<string>({
    history,
    resolve: async ({ pathname }) => ({ type: 'render', view: pathname }),
    failed: String,
    initialView: '/form',
  });
  render(
    <PortalProvider portal={test.portal}>
      <LocaleProvider locale="de-DE">
        <RouterProvider
          router={router}
          render={(view) => (view === '/form' ? <UnsavedInputGuard when={unsaved} /> : <p>{view}</p>)}
        />
      </LocaleProvider>
    </PortalProvider>,
  );
  return { history, router };
}

describe('leaving a form with unsaved input', () => {
  it('asks "leave or stay?" with focus on stay; stay keeps the page, Escape too, leave goes', async () => {
    const { history, router } = formPage(true);
    await act(() => router.navigate('/dashboard'));
    const dialog = screen.getByRole('dialog', { name: 'Seite verlassen?' });
    expect(dialog).toHaveAccessibleDescription(
      'Ihre Eingaben auf dieser Seite sind noch nicht gespeichert. Wenn Sie die Seite verlassen, gehen sie verloren.',
    );
    expect(screen.getByRole('button', { name: 'Auf der Seite bleiben' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Auf der Seite bleiben' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(history.location().pathname).toBe('/form');

    act(() => history.go(-1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(history.location().pathname).toBe('/form');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(history.location().pathname).toBe('/form');

    await act(() => router.navigate('/dashboard'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Seite verlassen' })));
    expect(screen.getByText('/dashboard')).toBeInTheDocument();
    expect(history.location().pathname).toBe('/dashboard');
  });

  it('asks nothing when nothing is unsaved', async () => {
    const { router } = formPage(false);
    await act(() => router.navigate('/dashboard'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('/dashboard')).toBeInTheDocument();
  });
});
