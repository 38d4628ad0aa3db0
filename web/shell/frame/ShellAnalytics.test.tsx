import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../test/harness';

describe('§7 navigation taps reach the data layer (decision 104)', () => {
  it('a header link used on the dashboard pushes navigation-tapped with target, id and area', async () => {
    const { test, view } = await openPage('/de-de/dashboard/', {
      as: 'demo@sandbox.local',
      heading: /Hallo/,
    });
    const { container } = view;
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
