import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HeaderModel } from '../../../core/header';
import { headerModel, privateModel } from '../../test/header';
import { DESKTOP, PHONE, setViewportWidth } from '../../test/media';
import { Header } from './Header';

function renderAt(width: number, model: HeaderModel) {
  setViewportWidth(width);
  return render(<Header model={model} onLogout={vi.fn()} clipboard={{ writeText: async () => {} }} />);
}

function navLabels(): string[] {
  return screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label') ?? '');
}

function duplicateIds(): string[] {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

describe('header modes (§2.5)', () => {
  it('§2.5 public, desktop: logo, main navigation, login and registration in the header row', () => {
    renderAt(DESKTOP, headerModel('/en/'));
    expect(screen.getByRole('link', { name: 'Savings – home' })).toHaveAttribute('href', '/en/');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/en/login/');
    expect(login.parentElement).toHaveAttribute('data-placement', 'inline');
    expect(screen.getByRole('link', { name: 'Open an account' })).toHaveAttribute('href', '/en/register/');
    expect(screen.queryByRole('button', { name: /^Menu/ })).toBeNull();
  });

  it('§2.5/accessibility 11 public, mobile: hamburger, and login/registration as a fixed bottom bar the page makes room for', () => {
    const { unmount } = renderAt(PHONE, headerModel('/en/'));
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' }).parentElement).toHaveAttribute(
      'data-placement',
      'bottom',
    );
    expect(document.body.style.paddingBottom).toMatch(/^[1-9]\d*px$/);
    expect(document.documentElement.style.scrollPaddingBottom).toBe(document.body.style.paddingBottom);
    unmount();
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it('§2.5 private, desktop: main and account navigation, balance strip, no login actions', () => {
    renderAt(DESKTOP, privateModel());
    // Document order follows the two tiers: the account (bar) comes before the navigation row.
    expect(navLabels()).toEqual(['Account', 'Main navigation']);
    expect(screen.getByText('Total balance')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('§2.5/§9 desktop has two tiers: the 64 px bar (logo, balances, account) and the navigation row under it', () => {
    // A single row needs 1,460–1,600 px in German, French or Italian with the balance strip; squeezed
    // into 1,280 px the labels broke inside words ("Hil fe", "Finanzwis sen"). docs/decisions/041.
    renderAt(DESKTOP, privateModel());
    const rowOf = (element: HTMLElement) => element.closest('[data-row]')?.getAttribute('data-row');
    expect(rowOf(screen.getByRole('navigation', { name: 'Main navigation' }))).toBe('navigation');
    expect(rowOf(screen.getByText('Total balance'))).toBe('bar');
    expect(rowOf(screen.getByRole('navigation', { name: 'Account' }))).toBe('bar');
    expect(rowOf(screen.getByRole('link', { name: 'Savings – home' }))).toBe('bar');
    expect(document.querySelector('header')).toHaveAttribute('data-tiers', '2');
  });

  it('§2.5 public desktop: login actions in the bar, the navigation in its own row; login page: one tier', () => {
    const { unmount } = renderAt(DESKTOP, headerModel('/en/'));
    const rowOf = (element: HTMLElement) => element.closest('[data-row]')?.getAttribute('data-row');
    expect(rowOf(screen.getByRole('navigation', { name: 'Main navigation' }))).toBe('navigation');
    expect(rowOf(screen.getByRole('link', { name: 'Log in' }))).toBe('bar');
    unmount();
    renderAt(DESKTOP, headerModel('/en/login/'));
    expect(document.querySelector('[data-row="navigation"]')).toBeNull();
    expect(document.querySelector('header')).toHaveAttribute('data-tiers', '1');
  });

  it('§2.5 the balance strip is desktop only', () => {
    renderAt(PHONE, privateModel());
    expect(screen.queryByText('Total balance')).toBeNull();
  });

  it('§2.5 login page (integrated): no navigation; registration; the mobile bar sits below the header', () => {
    const model = headerModel('/en/login/');
    const { unmount } = renderAt(DESKTOP, model);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open an account' })).toBeInTheDocument();
    unmount();
    renderAt(PHONE, model);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    const bar = screen.getByRole('link', { name: 'Open an account' }).parentElement!;
    expect(bar).toHaveAttribute('data-placement', 'belowHeader');
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('§2.5 registration page: the login action only', () => {
    renderAt(DESKTOP, headerModel('/en/register/'));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['', 'Log in']);
  });

  it('§2.4 country selector page: the logo only', () => {
    for (const width of [DESKTOP, PHONE]) {
      const { unmount } = renderAt(width, headerModel('/en/select-country/'));
      expect(screen.getAllByRole('link')).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'Savings – home' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
  });

  it('§2.5 distributor partner: product and partner logo, no navigation, only the login action', () => {
    renderAt(DESKTOP, headerModel('/en/', { partner: { url: '/partners/acme.svg', alt: 'Acme Bank' } }));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('img', { name: 'Acme Bank' })).toHaveAttribute(
      'src',
      '/partners/acme.svg',
    );
    expect(within(banner).getByRole('img', { name: 'Savings – home' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open an account' })).toBeNull();
  });

  it('§2.5 hidden main navigation: logo and login only', () => {
    for (const width of [DESKTOP, PHONE]) {
      const { unmount } = renderAt(width, headerModel('/en/', { hideMainNavigation: true }));
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['', 'Log in']);
      unmount();
    }
  });

  it('§2.1 an unsupported locale yields an empty header', () => {
    renderAt(DESKTOP, headerModel('/pt-br/'));
    expect(screen.getByRole('banner')).toBeEmptyDOMElement();
  });

  it('§4 private header while customer data loads: a skeleton of 4 placeholder columns and a loading status', () => {
    const model = headerModel('/en/dashboard/', { authenticated: true });
    renderAt(DESKTOP, model);
    const skeleton = screen.getByTestId('balance-skeleton');
    expect(skeleton.querySelectorAll('[data-placeholder]')).toHaveLength(4);
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Loading account data');
    expect(screen.getByRole('button', { name: 'My account' })).toBeInTheDocument();
  });
});

describe('landmarks and ids (accessibility.md 13, §2.5)', () => {
  it('accessibility 13: every nav has a unique label and no id repeats, on desktop and on mobile', () => {
    // Closing the mobile menu restores the scroll position; jsdom has no scrolling.
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    for (const width of [DESKTOP, PHONE]) {
      const { unmount } = renderAt(width, privateModel());
      if (width === PHONE) fireEvent.click(screen.getByRole('button', { name: /^Menu/ }));
      const labels = navLabels();
      expect(labels.length).toBeGreaterThanOrEqual(2);
      expect(labels.every((label) => label.trim() !== '')).toBe(true);
      expect(new Set(labels).size).toBe(labels.length);
      expect(duplicateIds()).toEqual([]);
      unmount();
    }
    scrollTo.mockRestore();
  });

  it('translated labels: German navigation landmarks', () => {
    renderAt(DESKTOP, headerModel('/de-de/dashboard/', { authenticated: true }));
    expect(navLabels()).toEqual(['Konto', 'Hauptnavigation']);
  });

  it('every aria-controls points at an element that exists', () => {
    renderAt(DESKTOP, privateModel());
    for (const control of document.querySelectorAll('[aria-controls]'))
      expect(document.getElementById(control.getAttribute('aria-controls')!)).not.toBeNull();
  });
});
