import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestPortal, signIn, type TestPortal } from '../test/harness';
import { useCustomerData, usePreferences, useSignedIn } from './hooks';
import { PortalProvider } from './PortalContext';
import {
  type PrerenderedState,
  PrerenderedStateProvider,
  SIGNED_IN_SKELETON,
  SIGNED_OUT_PAGE,
} from './prerendered-state';

let test: TestPortal | undefined;
afterEach(() => {
  test?.portal.dispose();
  test = undefined;
});

function Probe() {
  const data = useCustomerData();
  return (
    <p>
      {JSON.stringify({ signedIn: useSignedIn(), data: data.status, theme: usePreferences().theme ?? null })}
    </p>
  );
}

/** What the hooks read where React uses the server snapshot (the prerender, and the hydration). */
function serverRead(state: PrerenderedState | null): unknown {
  const html = renderToString(
    <PortalProvider portal={test!.portal}>
      <PrerenderedStateProvider state={state}>
        <Probe />
      </PrerenderedStateProvider>
    </PortalProvider>,
  );
  return JSON.parse(new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
}

describe('the state a prerendered page was drawn in (decision 162)', () => {
  it('is what the hooks read on the server and while hydrating, whatever the stores hold', async () => {
    test = await createTestPortal();
    test.portal.preferences.setTheme('v1');
    const core = await signIn(test, 'demo@sandbox.local');
    await core.customerData.load();
    expect(serverRead(SIGNED_IN_SKELETON)).toEqual({ signedIn: true, data: 'loading', theme: null });
    expect(serverRead(SIGNED_OUT_PAGE)).toEqual({ signedIn: false, data: 'signedOut', theme: null });
  });

  it('without a prerendered page the hooks read their stores', async () => {
    test = await createTestPortal();
    test.portal.preferences.setTheme('v1');
    expect(serverRead(null)).toEqual({ signedIn: false, data: 'signedOut', theme: 'v1' });
    const core = await signIn(test, 'demo@sandbox.local');
    await core.customerData.load();
    expect(serverRead(null)).toEqual({ signedIn: true, data: 'loaded', theme: 'v1' });
  });
});
