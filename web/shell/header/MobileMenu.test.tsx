import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerModel, privateModel } from '../../test/header';
import { PHONE, setViewportWidth } from '../../test/media';
import { Header, type HeaderProps } from './Header';

let scrollY = 0;

beforeEach(() => {
  setViewportWidth(PHONE);
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
});

afterEach(() => {
  // Unmount while scrollTo is still faked: an open menu restores the scroll position on unmount.
  cleanup();
  vi.restoreAllMocks();
});

function renderMobile(props: Partial<HeaderProps> = {}) {
  const onNavigate = vi.fn();
  render(
    <>
      <Header model={headerModel('/en/')} onLogout={vi.fn()} onNavigate={onNavigate} {...props} />
      <main>
        <button type="button">page content</button>
      </main>
    </>,
  );
  const hamburger = screen.getByRole('button', { name: /^Menu/ });
  const panel = () => document.getElementById(hamburger.getAttribute('aria-controls')!)!;
  return { hamburger, panel, onNavigate };
}

describe('mobile menu (§2.5, accessibility.md 5)', () => {
  it('accessibility 5: the hamburger is named and has aria-expanded and aria-controls; the closed panel is hidden', () => {
    const { hamburger, panel } = renderMobile();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).toHaveAttribute('hidden');
    expect(panel()).not.toBeVisible();
    // Hidden content is out of the tab order.
    expect(within(panel()).queryAllByRole('button')).toHaveLength(0);
  });

  it('accessibility 5: opening shows the accordion; closing hides it again', async () => {
    const user = userEvent.setup();
    const { hamburger, panel } = renderMobile();
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    const nav = within(panel()).getByRole('navigation', { name: 'Main navigation' });
    const offers = within(nav).getByRole('button', { name: 'Offers' });
    expect(offers).toHaveAttribute('aria-expanded', 'false');
    await user.click(offers);
    expect(offers).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: /Fixed-term deposits/ })).toBeVisible();
    await user.click(hamburger);
    expect(panel()).not.toBeVisible();
  });

  it('accessibility 5: while open the page does not scroll, and scrollY is the same after closing', async () => {
    const user = userEvent.setup();
    scrollY = 300;
    const { hamburger } = renderMobile();
    await user.click(hamburger);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-300px');
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(hamburger);
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 300);
    expect(scrollY).toBe(300);
  });

  it('accessibility 5: Escape closes it and returns focus to the hamburger', async () => {
    const user = userEvent.setup();
    const { hamburger, panel } = renderMobile();
    await user.click(hamburger);
    await user.tab();
    expect(panel()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();
    expect(document.body.style.position).toBe('');
  });

  it('following a link closes the panel and unlocks the page', async () => {
    const user = userEvent.setup();
    const { hamburger, onNavigate } = renderMobile();
    await user.click(hamburger);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(onNavigate).toHaveBeenCalledWith('/en/help/faq/');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.position).toBe('');
  });

  it('widening to desktop while open unlocks the page', async () => {
    const user = userEvent.setup();
    scrollY = 120;
    const { hamburger } = renderMobile();
    await user.click(hamburger);
    setViewportWidth(1280);
    expect(document.body.style.position).toBe('');
    expect(scrollY).toBe(120);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('§2.5 private header: the panel holds the account navigation with accounts, menu and log out', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    const { hamburger, panel } = renderMobile({
      model: privateModel(),
      onLogout,
      clipboard: { writeText: async () => {} },
    });
    expect(hamburger).toHaveAccessibleName('Menu, 2 unread messages');
    await user.click(hamburger);
    const account = within(panel()).getByRole('navigation', { name: 'Account' });
    expect(within(account).getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
    await user.click(within(account).getByRole('button', { name: 'Copy IBAN' }));
    expect(within(account).getByRole('status')).toHaveTextContent('IBAN copied');
    await user.click(within(account).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
