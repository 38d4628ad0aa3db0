import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildHeader, buildHeaderBar, type HeaderInput, type HeaderModel } from '../../../core/header';
import { headerConfig, headerModel, navigationFlags, privateModel } from '../test-support/header';
import { DESKTOP, PHONE, setViewportWidth } from '../test-support/media';
import { Header, HeaderWithoutMenus, headerHasMenus } from './Header';
import { loadedHeaderMenus, loadHeaderMenus } from './header-menus';
import { useHeaderModel } from './use-header-model';

const inputAt = (pathname: string): HeaderInput => ({
  pathname,
  authenticated: false,
  flags: navigationFlags,
  config: headerConfig,
  designVersion: 'v2',
});

// What Header draws before its menus' chunk has arrived (docs/decisions/145).
function renderAt(width: number, model: HeaderModel) {
  setViewportWidth(width);
  return render(<HeaderWithoutMenus model={model} layout={width >= DESKTOP} onLogout={vi.fn()} />);
}

describe('the header without its menus chunk (issue 12, decision 145)', () => {
  it('knows which headers need the chunk: not the login or registration header', () => {
    expect(headerHasMenus(headerModel('/de-de/login/'))).toBe(false);
    expect(headerHasMenus(headerModel('/de-de/register/'))).toBe(false);
    expect(headerHasMenus(headerModel('/en/'))).toBe(true);
    expect(headerHasMenus(privateModel())).toBe(true);
  });

  it('the login header is complete without it: logo and login actions', () => {
    renderAt(DESKTOP, headerModel('/de-de/login/'));
    const header = document.querySelector('header')!;
    expect(header).not.toHaveAttribute('aria-busy');
    expect(header.querySelector('a[href="/de-de/"]')).not.toBeNull();
  });

  it('a desktop header with menus keeps its navigation row while they load, so nothing moves when they come', () => {
    renderAt(DESKTOP, headerModel('/en/'));
    const header = document.querySelector('header')!;
    expect(header).toHaveAttribute('aria-busy', 'true');
    expect(header).toHaveAttribute('data-tiers', '2');
    expect(header.querySelector('[data-row="navigation"]')).not.toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login/');
  });

  it('a mobile header with menus shows its bar and bottom actions, the menu button comes with the chunk', () => {
    renderAt(PHONE, headerModel('/en/'));
    expect(screen.queryByRole('button', { name: /^Menu/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).parentElement).toHaveAttribute(
      'data-placement',
      'bottom',
    );
  });

  it('before the screen is known (a prerendered skeleton, decision 162) a header with menus is drawn for both screens', () => {
    render(
      <HeaderWithoutMenus
        model={headerModel('/en/dashboard/', { authenticated: true })}
        layout={undefined}
        onLogout={vi.fn()}
      />,
    );
    const header = document.querySelector('header')!;
    expect(header).toHaveAttribute('data-layout', 'responsive');
    expect(header).toHaveAttribute('aria-busy', 'true');
    // The desktop navigation row keeps its place (CSS hides it on phones); no menu yet on either screen.
    expect(header.querySelector('[data-row="navigation"]')).not.toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads the chunk once: every caller shares one promise', async () => {
    const first = loadHeaderMenus();
    expect(loadHeaderMenus()).toBe(first);
    const menus = await first;
    expect(loadedHeaderMenus()).toBe(menus);
    expect(typeof menus.MenuHeader).toBe('function');
    expect(menus.buildHeader).toBe(buildHeader);
  });

  it('the header of a page with menus, before the chunk: the bar, pending, keeps the navigation row', () => {
    const bar = buildHeaderBar(inputAt('/en/'));
    expect(bar.menus).toBe('pending');
    expect(headerHasMenus(bar)).toBe(true);
    renderAt(DESKTOP, bar);
    const header = document.querySelector('header')!;
    expect(header).toHaveAttribute('aria-busy', 'true');
    expect(header.querySelector('[data-row="navigation"]')).not.toBeNull();
  });

  it('a pending bar is drawn as the bar even when the chunk is there; its builder completes it', () => {
    setViewportWidth(DESKTOP);
    render(<Header model={buildHeaderBar(inputAt('/en/'))} onLogout={vi.fn()} />);
    expect(document.querySelector('header')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('useHeaderModel: the login header is the bar; a header with menus is built by the chunk’s buildHeader', () => {
    // web/test/setup.ts has loaded the chunk, as web/main.tsx does before such a page.
    const login = renderHook(() => useHeaderModel(inputAt('/de-de/login/'))).result.current;
    expect(login).toEqual(buildHeaderBar(inputAt('/de-de/login/')));
    const home = renderHook(() => useHeaderModel(inputAt('/en/'))).result.current;
    expect(home.menus).toBeUndefined();
    expect(home).toEqual(buildHeader(inputAt('/en/')));
    expect(home.navigation.length).toBeGreaterThan(0);
  });
});
