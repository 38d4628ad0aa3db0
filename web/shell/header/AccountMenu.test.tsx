import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_HINT_MS } from '../../../core/header';
import { privateModel } from '../../test/header';
import { Header, type HeaderProps } from './Header';

function renderPrivate(props: Partial<HeaderProps> = {}) {
  const onLogout = vi.fn();
  const clipboard = { writeText: vi.fn(async (_text: string) => {}) };
  render(
    <Header
      model={privateModel()}
      desktop
      onLogout={onLogout}
      clipboard={clipboard}
      onNavigate={vi.fn()}
      {...props}
    />,
  );
  const nav = screen.getByRole('navigation', { name: 'Account' });
  const accountButton = within(nav).getByRole('button', { name: /Max Mustermann/ });
  return { nav, accountButton, onLogout, clipboard };
}

async function openAndCopyIban(accountButton: HTMLElement) {
  fireEvent.click(accountButton, { detail: 1 });
  const copy = screen.getByRole('button', { name: 'Copy IBAN' });
  copy.focus();
  // The copy awaits the clipboard; act flushes that promise and the re-render.
  await act(async () => {
    fireEvent.click(copy, { detail: 1 });
  });
  return copy;
}

afterEach(() => vi.useRealTimers());

describe('account dropdown (§2.5, §3 Header customer data)', () => {
  it('§2.5 the account button shows initials and name, and names the unread count', () => {
    const { accountButton } = renderPrivate();
    expect(accountButton).toHaveAccessibleName('Max Mustermann, 2 unread messages');
    expect(within(accountButton).getByText('MM')).toHaveAttribute('aria-hidden', 'true');
    expect(accountButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('§3 no unread badge without unread messages', () => {
    const { accountButton } = renderPrivate({ model: privateModel({ unreadMessages: 0 }) });
    expect(accountButton).toHaveAccessibleName('Max Mustermann');
  });

  it('§3 the badge reads core/header’s count (HeaderCustomerData.unreadMessages), not a separate prop', () => {
    const { accountButton } = renderPrivate({ model: privateModel({ unreadMessages: 7 }) });
    expect(accountButton).toHaveAccessibleName('Max Mustermann, 7 unread messages');
    expect(within(accountButton).getByText('7')).toHaveAttribute('aria-hidden', 'true');
  });

  it('§2.3 lists the account menu; log out is a button calling onLogout', async () => {
    const user = userEvent.setup();
    const { accountButton, onLogout } = renderPrivate();
    await user.click(accountButton);
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/en/postbox/messages');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shares one controller with the main navigation: opening one closes the other', async () => {
    const user = userEvent.setup();
    const { accountButton } = renderPrivate();
    const help = screen.getByRole('button', { name: 'Help' });
    await user.click(help);
    await user.click(accountButton);
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(accountButton).toHaveAttribute('aria-expanded', 'true');
  });

  it('keyboard: Down enters the dropdown at the first copy button, End reaches log out', async () => {
    const user = userEvent.setup();
    const { accountButton } = renderPrivate();
    accountButton.focus();
    await user.keyboard('{Enter}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Copy IBAN' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(accountButton).toHaveFocus();
  });
});

describe('copy IBAN (§2.5, §4, accessibility.md 10)', () => {
  it('accessibility 10: a named button shows the spaced IBAN and copies the electronic format; status confirms; focus stays', async () => {
    const { accountButton, clipboard } = renderPrivate();
    const copy = await openAndCopyIban(accountButton);
    expect(copy).toHaveAccessibleDescription('DE89 3704 0044 0532 0130 00');
    expect(clipboard.writeText).toHaveBeenCalledWith('DE89370400440532013000');
    expect(screen.getByRole('status')).toHaveTextContent('IBAN copied');
    expect(copy).toHaveFocus();
  });

  it('the clipboard gets the IBAN without spaces even if the display form reached the id', async () => {
    const model = privateModel({
      accountIds: [
        { kind: 'iban', electronic: 'DE89 3704 0044 0532 0130 00', display: 'DE89 3704 0044 0532 0130 00' },
      ],
    });
    const { accountButton, clipboard } = renderPrivate({ model });
    await openAndCopyIban(accountButton);
    expect(clipboard.writeText).toHaveBeenCalledWith('DE89370400440532013000');
  });

  it(`§4/§9 the hint clears after ${COPY_HINT_MS} ms`, async () => {
    vi.useFakeTimers();
    const { accountButton } = renderPrivate();
    await openAndCopyIban(accountButton);
    act(() => vi.advanceTimersByTime(COPY_HINT_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('IBAN copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(accountButton).toHaveAttribute('aria-expanded', 'true');
  });

  it('§4 the hint clears when the dropdown closes', async () => {
    vi.useFakeTimers();
    const { accountButton } = renderPrivate();
    await openAndCopyIban(accountButton);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Copy IBAN' }), { key: 'Escape' });
    expect(accountButton).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(accountButton, { detail: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('a second copy moves the hint and restarts the 3 seconds', async () => {
    vi.useFakeTimers();
    const { accountButton, clipboard } = renderPrivate();
    await openAndCopyIban(accountButton);
    act(() => vi.advanceTimersByTime(2000));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy account number' }), { detail: 1 });
    });
    expect(clipboard.writeText).toHaveBeenLastCalledWith('0532013000');
    expect(screen.getByRole('status')).toHaveTextContent('Account number copied');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Account number copied');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('a refused clipboard shows no "copied" message', async () => {
    const clipboard = { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) };
    const { accountButton } = renderPrivate({ clipboard });
    await openAndCopyIban(accountButton);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
