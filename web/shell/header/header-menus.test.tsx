import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildHeader, buildHeaderBar, type HeaderInput, type HeaderModel } from '../../../core/header';
import { PARTS } from '../../pages';
import { headerConfig, headerModel, navigationFlags, privateModel } from '../../test/header';
import { DESKTOP, PHONE, setViewportWidth } from '../../test/media';
import { HeaderWithoutMenus, headerHasMenus, PageHeader } from './Header';

afterEach(() => vi.restoreAllMocks());

const inputAt = (pathname: string): HeaderInput => ({
  pathname,
  authenticated: false,
  flags: navigationFlags,
  config: headerConfig,
  designVersion: 'v2',
});

// What Header draws before its menus' part has arrived (docs/decisions/145).
function renderAt(width: number, model: HeaderModel, menus?: boolean) {
  setViewportWidth(width);
  return render(
    <HeaderWithoutMenus model={model} layout={width >= DESKTOP} menus={menus} onLogout={vi.fn()} />,
  );
}

describe('the header without its menus’ part (decision 145)', () => {
  it('knows which headers need the part: not the login or registration header', () => {
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

  it('a mobile header with menus shows its bar and bottom actions, the menu button comes with the part', () => {
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

  it('the header of a page with menus, before the part: the bar, busy, keeps the navigation row', () => {
    const bar = buildHeaderBar(inputAt('/en/'));
    expect(bar.navigation).toEqual([]);
    renderAt(DESKTOP, bar, true);
    const header = document.querySelector('header')!;
    expect(header).toHaveAttribute('aria-busy', 'true');
    expect(header.querySelector('[data-row="navigation"]')).not.toBeNull();
  });

  it('a page’s header: the login header is its bar; one with menus is built and drawn by the part', async () => {
    // web/test/setup.ts has loaded the part.
    expect(PARTS.headerMenus.current()?.buildHeader).toBe(buildHeader);
    setViewportWidth(DESKTOP);
    const login = render(<PageHeader input={inputAt('/de-de/login/')} onLogout={vi.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    login.unmount();
    render(<PageHeader input={inputAt('/en/')} onLogout={vi.fn()} />);
    expect(
      await screen.findByRole('navigation', { name: buildHeader(inputAt('/en/')).navigationLabel }),
    ).toBeVisible();
  });

  it('when the part cannot load (offline), the bar stays', async () => {
    vi.spyOn(PARTS.headerMenus, 'current').mockReturnValue(undefined);
    vi.spyOn(PARTS.headerMenus, 'load').mockReturnValue(Promise.reject(new Error('offline')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setViewportWidth(DESKTOP);
    render(<PageHeader input={inputAt('/en/')} onLogout={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const header = document.querySelector('header')!;
    expect(header).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
