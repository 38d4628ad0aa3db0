import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './Disclosure';

function Example({ log }: { readonly log: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure
      open={open}
      label="Products"
      onToggle={(via) => {
        log.push(via);
        setOpen(!open);
      }}
      onLinkFollowed={() => {
        log.push('followed');
        setOpen(false);
      }}
    >
      <a href="/savings">Savings</a>
      <p>About our products</p>
    </Disclosure>
  );
}

describe('the disclosure', () => {
  it('names its panel, says whether it is open, and hides a closed panel from focus', async () => {
    const log: string[] = [];
    const user = userEvent.setup();
    render(<Example log={log} />);
    const button = screen.getByRole('button', { name: 'Products' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    button.focus();
    await user.keyboard('{Enter}');
    expect(log).toEqual(['pointer', 'keyboard']);
    expect(panel?.hidden).toBe(true);
  });

  it('draws what the panel holds only while it is open', async () => {
    const user = userEvent.setup();
    render(<Example log={[]} />);
    const button = screen.getByRole('button', { name: 'Products' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.childElementCount).toBe(0);
    await user.click(button);
    expect(screen.getByRole('link', { name: 'Savings' })).toBeVisible();
    await user.click(button);
    expect(panel?.childElementCount).toBe(0);
  });

  it('reports a followed link, not a click elsewhere in the panel', async () => {
    const log: string[] = [];
    const user = userEvent.setup();
    render(<Example log={log} />);
    await user.click(screen.getByRole('button', { name: 'Products' }));
    fireEvent.click(screen.getByText('About our products'));
    expect(log).toEqual(['pointer']);
    fireEvent.click(screen.getByRole('link', { name: 'Savings' }));
    expect(log).toEqual(['pointer', 'followed']);
    expect(screen.getByRole('button', { name: 'Products' }).getAttribute('aria-expanded')).toBe('false');
  });
});
