import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headerModel } from '../../test/header';
import { Header } from './Header';
import { panelShift } from './usePanelInViewport';

afterEach(() => vi.restoreAllMocks());

describe('dropdown panels stay inside the viewport (§2.5, §9 dropdown max 762 px)', () => {
  it('shifts a panel that would end past the right margin, never past the left margin', () => {
    expect(panelShift({ left: 268, right: 1030 }, 992)).toBe(54); // "Informationen" at 992 px
    expect(panelShift({ left: 100, right: 900 }, 992)).toBe(0);
    expect(panelShift({ left: 40, right: 1100 }, 992)).toBe(24); // wider than the screen: left wins
    expect(panelShift({ left: 10, right: 1100 }, 992)).toBe(0);
  });

  it('an open panel that would be cut off on a 992 px screen moves left into view', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(992);
    render(<Header model={headerModel('/en/')} desktop onLogout={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const help = within(nav).getByRole('button', { name: 'Help' });
    const panel = document.getElementById(help.getAttribute('aria-controls')!)!;
    vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 268, width: 762 }));
    await user.click(help);
    expect(panel).toBeVisible();
    expect(panel.style.getPropertyValue('--panel-shift')).toBe('-54px');
  });
});
