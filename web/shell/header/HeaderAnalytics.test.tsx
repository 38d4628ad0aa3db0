import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HeaderModel } from '../../../core/header';
import type { NavigationTap } from '../../../core/navigation';
import { headerModel, privateModel } from '../../test/header';
import { DESKTOP, PHONE, setViewportWidth } from '../../test/media';
import { Header } from './Header';

function renderWithTracking(width: number, model: HeaderModel) {
  setViewportWidth(width);
  const onTrack = vi.fn<(tap: NavigationTap) => void>();
  const onNavigate = vi.fn();
  render(
    <Header
      model={model}
      onLogout={vi.fn()}
      onNavigate={onNavigate}
      onTrack={onTrack}
      clipboard={{ writeText: async () => {} }}
    />,
  );
  return { onTrack, onNavigate };
}

describe('§7 navigation taps from the header (decision 104)', () => {
  it('desktop: the logo, a submenu entry and the login action push navigation-tapped with target, id and area', () => {
    const { onTrack, onNavigate } = renderWithTracking(DESKTOP, headerModel('/en/'));
    fireEvent.click(screen.getByRole('link', { name: 'Savings – home' }));
    expect(onTrack).toHaveBeenLastCalledWith({
      event: 'navigation-tapped',
      object: '/en/',
      id: 'logo',
      area: 'logo',
    });

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    fireEvent.click(within(nav).getAllByRole('button')[0]!);
    const entry = within(nav).getAllByRole('link')[0]!;
    fireEvent.click(entry);
    expect(onTrack).toHaveBeenLastCalledWith(
      expect.objectContaining({
        event: 'navigation-tapped',
        object: entry.getAttribute('href'),
        area: 'navigation',
        id: expect.any(String),
      }),
    );

    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(onTrack).toHaveBeenLastCalledWith({
      event: 'navigation-tapped',
      object: '/en/login/',
      id: expect.any(String),
      area: 'action',
    });
    // Tracking does not replace the navigation itself.
    expect(onNavigate).toHaveBeenCalledWith('/en/login/');
  });

  it('mobile: an account menu entry in the accordion pushes the event too', () => {
    const { onTrack } = renderWithTracking(PHONE, privateModel());
    fireEvent.click(screen.getByRole('button', { name: /^Menu/ }));
    const accountButtons = screen
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-expanded'));
    for (const button of accountButtons)
      if (button.getAttribute('aria-expanded') === 'false') fireEvent.click(button);
    const messages = screen
      .getAllByRole('link')
      .find((link) => (link.getAttribute('href') ?? '').includes('/postbox/messages'));
    expect(messages).toBeDefined();
    fireEvent.click(messages!);
    expect(onTrack).toHaveBeenLastCalledWith(
      expect.objectContaining({
        event: 'navigation-tapped',
        object: messages!.getAttribute('href'),
        area: 'navigation',
      }),
    );
  });
});
