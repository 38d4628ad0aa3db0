import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestPortal, renderAt, signIn, type TestPortal } from '../../test/harness';

let test: TestPortal;
afterEach(() => test?.portal.dispose());

describe('§7 navigation taps reach the data layer (decision 104)', () => {
  it('a header link used on the dashboard pushes navigation-tapped with target, id and area', async () => {
    test = await createTestPortal();
    await signIn(test, 'demo@sandbox.local');
    const { container } = renderAt(test, '/de-de/dashboard/');
    await screen.findByRole('heading', { level: 1, name: /Hallo/ });
    await waitFor(() => expect(container.querySelector('header')).toHaveAttribute('data-type', 'private'));
    const logo = container.querySelector<HTMLAnchorElement>('header a[href]');
    expect(logo).not.toBeNull();
    await userEvent.click(logo!);
    expect(test.analytics.events).toContainEqual({
      event: 'navigation-tapped',
      data: { object: logo!.getAttribute('href'), id: 'logo', area: 'logo' },
    });
  });
});
