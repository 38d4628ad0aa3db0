import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { footerLinkProps } from '../../../core/footer';
import { FooterLink } from './FooterLink';

describe('FooterLink (§4 footer links)', () => {
  it('§4 a v2 disabled link has no href, is out of the tab order and announced as disabled', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">before</button>
        <FooterLink link={footerLinkProps({ href: '/de-de/impressum/', version: 'v2', disabled: true })}>
          Impressum
        </FooterLink>
        <button type="button">after</button>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Impressum' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('§4 a disabled link swallows clicks and Enter/Space', () => {
    const outer = vi.fn();
    const outerKey = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: test harness catching bubbling events
      <div onClick={outer} onKeyDown={outerKey}>
        <FooterLink link={footerLinkProps({ href: '/x/', version: 'v2', disabled: true })}>Off</FooterLink>
      </div>,
    );
    const link = screen.getByRole('link', { name: 'Off' });
    expect(fireEvent.click(link)).toBe(false);
    expect(fireEvent.keyDown(link, { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(link, { key: ' ' })).toBe(false);
    expect(outer).not.toHaveBeenCalled();
    expect(outerKey).not.toHaveBeenCalled();
    // Other keys are not swallowed (Tab must still leave).
    expect(fireEvent.keyDown(link, { key: 'Tab' })).toBe(true);
  });

  it('§4 v1 has no disabled state: the link stays a link', () => {
    render(
      <FooterLink link={footerLinkProps({ href: '/x/', version: 'v1', disabled: true })}>On</FooterLink>,
    );
    expect(screen.getByRole('link', { name: 'On' })).toHaveAttribute('href', '/x/');
  });

  it('an enabled link reports the tap and hands internal navigation to the app', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onNavigate = vi.fn();
    render(
      <FooterLink
        link={footerLinkProps({ href: '/en/faq/', version: 'v2' })}
        onClick={onClick}
        onNavigate={onNavigate}
      >
        FAQ
      </FooterLink>,
    );
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith('/en/faq/');
  });
});
