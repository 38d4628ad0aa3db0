import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOVER_OPEN_DELAY_MS } from '../../../core/header';
import { headerModel } from '../../test/header';
import { Header, type HeaderProps } from './Header';

function renderHeader(props: Partial<HeaderProps> = {}) {
  const onNavigate = vi.fn();
  render(
    <>
      <Header model={headerModel('/en/')} desktop onLogout={vi.fn()} onNavigate={onNavigate} {...props} />
      <main>
        <button type="button">page content</button>
      </main>
    </>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const button = (name: string) => within(nav).getByRole('button', { name });
  const panelOf = (name: string) => document.getElementById(button(name).getAttribute('aria-controls')!)!;
  return { nav, button, panelOf, onNavigate };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('desktop navigation: APG disclosure (§2.5, accessibility.md 2)', () => {
  it('accessibility 2: dropdowns are buttons with aria-expanded over lists of links; no role=menu', () => {
    const { nav, button, panelOf } = renderHeader();
    expect(within(nav).queryByRole('menu')).toBeNull();
    expect(within(nav).queryByRole('menuitem')).toBeNull();
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf('Offers')).not.toBeVisible();
  });

  it('accessibility 2: Enter and Space toggle aria-expanded', async () => {
    const user = userEvent.setup();
    const { button, panelOf } = renderHeader();
    button('Offers').focus();
    await user.keyboard('{Enter}');
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf('Offers')).toBeVisible();
    await user.keyboard(' ');
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Offers')).toHaveFocus();
  });

  it('accessibility 2: at most one dropdown is expanded', async () => {
    const user = userEvent.setup();
    const { nav, button } = renderHeader();
    await user.click(button('Offers'));
    await user.click(button('Help'));
    const expanded = within(nav)
      .getAllByRole('button')
      .filter((element) => element.getAttribute('aria-expanded') === 'true');
    expect(expanded).toEqual([button('Help')]);
  });

  it('accessibility 2: Down on an open button focuses its first link; Up/Down/Home/End move between links', async () => {
    const user = userEvent.setup();
    const { button, panelOf } = renderHeader();
    button('About us').focus();
    await user.keyboard('{Enter}');
    const links = within(panelOf('About us')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['About us', 'Press', 'Careers']);
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[2]).toHaveFocus();
    // No wrapping at the end.
    await user.keyboard('{ArrowDown}');
    expect(links[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
  });

  it('Down on a closed button neither opens it nor moves focus (the page keeps its arrow keys)', () => {
    const { button } = renderHeader();
    button('Offers').focus();
    expect(fireEvent.keyDown(button('Offers'), { key: 'ArrowDown' })).toBe(true);
    expect(button('Offers')).toHaveFocus();
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('accessibility 2: Tab still reaches every link of an open dropdown', async () => {
    const user = userEvent.setup();
    const { button, panelOf } = renderHeader();
    await user.click(button('Help'));
    const links = within(panelOf('Help')).getAllByRole('link');
    for (const link of links) {
      await user.tab();
      expect(link).toHaveFocus();
    }
  });
});

describe('desktop navigation: closing (accessibility.md 3)', () => {
  it('accessibility 3: Escape closes the dropdown and puts focus on its button', async () => {
    const user = userEvent.setup();
    const { button, panelOf } = renderHeader();
    button('Offers').focus();
    await user.keyboard('{Enter}{ArrowDown}');
    expect(within(panelOf('Offers')).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Offers')).toHaveFocus();
  });

  it('accessibility 3: tabbing out of the navigation closes it', async () => {
    const user = userEvent.setup();
    const { button, panelOf } = renderHeader({ model: headerModel('/en/', { hideMainNavigation: false }) });
    await user.click(button('About us'));
    within(panelOf('About us')).getAllByRole('link').at(-1)!.focus();
    await user.tab();
    // The navigation row is the header's last part (two tiers): Tab goes on into the page.
    expect(screen.getByRole('button', { name: 'page content' })).toHaveFocus();
    expect(button('About us')).toHaveAttribute('aria-expanded', 'false');
  });

  it('accessibility 3: clicking outside closes it', async () => {
    const user = userEvent.setup();
    const { button } = renderHeader();
    await user.click(button('Offers'));
    await user.click(screen.getByRole('button', { name: 'page content' }));
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on the panel background keeps it open', async () => {
    const user = userEvent.setup();
    const { button, panelOf } = renderHeader();
    await user.click(button('Offers'));
    await user.click(panelOf('Offers'));
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'true');
  });

  it('accessibility 3: activating a link closes it (and the app navigates)', async () => {
    const user = userEvent.setup();
    const { button, panelOf, onNavigate } = renderHeader();
    button('Help').focus();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/en/help/faq/');
    expect(button('Help')).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf('Help')).not.toBeVisible();
  });

  it('§5 the link of the current page carries aria-current=page', async () => {
    const user = userEvent.setup();
    const { button } = renderHeader({ location: { pathname: '/en/help/faq/', hash: '' } });
    await user.click(button('Help'));
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
  });
});

// Fake timers with fireEvent: user-event's own pauses do not run under fake timers.
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
function hover(element: HTMLElement, pointerType = 'mouse') {
  fireEvent.pointerEnter(element, { pointerType });
}
function unhover(element: HTMLElement, pointerType = 'mouse') {
  fireEvent.pointerLeave(element, { pointerType });
}
/** A tap as browsers dispatch it; `holdMs` is how long the finger stays down. */
function tap(element: HTMLElement, holdMs = 0) {
  hover(element, 'touch');
  fireEvent.pointerDown(element, { pointerType: 'touch' });
  advance(holdMs);
  fireEvent.pointerUp(element, { pointerType: 'touch' });
  unhover(element, 'touch');
  // Then the compatibility mouse events and one click.
  fireEvent.mouseOver(element);
  fireEvent.mouseDown(element);
  fireEvent.mouseUp(element);
  fireEvent.click(element, { detail: 1 });
}

describe('desktop navigation: hover and touch (§2.5, accessibility.md 4)', () => {
  it(`accessibility 4: hover opens after ${HOVER_OPEN_DELAY_MS} ms, leaving closes`, () => {
    vi.useFakeTimers();
    const { button } = renderHeader();
    hover(button('Offers'));
    advance(HOVER_OPEN_DELAY_MS - 1);
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'false');
    advance(1);
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'true');
    unhover(button('Offers'));
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a pointer that leaves before the delay opens nothing', () => {
    vi.useFakeTimers();
    const { button } = renderHeader();
    hover(button('Offers'));
    advance(20);
    unhover(button('Offers'));
    advance(200);
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('hovering another dropdown moves the open one (one at a time)', () => {
    vi.useFakeTimers();
    const { button } = renderHeader();
    hover(button('Offers'));
    advance(HOVER_OPEN_DELAY_MS);
    unhover(button('Offers'));
    hover(button('Help'));
    advance(HOVER_OPEN_DELAY_MS);
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Help')).toHaveAttribute('aria-expanded', 'true');
  });

  it('a click on a hover-opened dropdown pins it instead of closing it', () => {
    vi.useFakeTimers();
    const { button } = renderHeader();
    hover(button('Offers'));
    advance(HOVER_OPEN_DELAY_MS);
    fireEvent.click(button('Offers'), { detail: 1 });
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'true');
    unhover(button('Offers'));
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'true');
  });

  it('§2.5: on a touch device (more than 2 touch points) hover never opens; a click toggles', () => {
    vi.useFakeTimers();
    const { button } = renderHeader({ maxTouchPoints: 5 });
    hover(button('Offers'));
    advance(500);
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button('Offers'), { detail: 1 });
    advance(500);
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'true');
  });

  it('accessibility 4: a touch pointer never starts the hover timer', () => {
    vi.useFakeTimers();
    const { button } = renderHeader();
    hover(button('Offers'), 'touch');
    advance(500);
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'false');
  });

  it('accessibility 4: a tap toggles exactly once, also a long press; nothing underneath is clicked', () => {
    vi.useFakeTimers();
    const { button, onNavigate } = renderHeader();
    tap(button('Offers'), 300);
    advance(500);
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'true');
    expect(onNavigate).not.toHaveBeenCalled();
    tap(button('Offers'));
    advance(500);
    expect(button('Offers')).toHaveAttribute('aria-expanded', 'false');
  });
});
