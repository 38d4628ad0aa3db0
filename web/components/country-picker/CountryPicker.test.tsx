import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '../../test/dialog';
import { pickerModel } from '../../test/markets';
import { DESKTOP, PHONE, setViewportWidth } from '../../test/media';
import { CountryPicker } from './CountryPicker';

const model = pickerModel('en', 'de-AT');

function renderPicker(props: { modal?: boolean } = {}) {
  const onChoose = vi.fn();
  render(
    <>
      <button type="button">before</button>
      <CountryPicker model={model} onChoose={onChoose} {...props} />
      <button type="button">after</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Austria: change country' });
  return { onChoose, trigger };
}

beforeAll(() => installDialogPolyfill());
beforeEach(() => setViewportWidth(DESKTOP));

describe('CountryPicker options (§2.6, accessibility.md 7)', () => {
  it('accessibility 7: options are links with hreflang, a decorative flag, and aria-current on the current market', async () => {
    const user = userEvent.setup();
    const { trigger } = renderPicker();
    await user.click(trigger);
    const links = within(screen.getByRole('navigation', { name: 'Choose your country' })).getAllByRole(
      'link',
    );
    expect(links).toHaveLength(model.options.length);
    for (const [index, option] of model.options.entries()) {
      const link = links[index]!;
      expect(link).toHaveAccessibleName(option.label);
      expect(link).toHaveAttribute('href', option.link);
      expect(link).toHaveAttribute('hreflang', option.hreflang);
      expect(link.querySelector('img')).toHaveAttribute('alt', '');
      expect(link.querySelector('img')).toHaveAttribute('src', option.flag);
    }
    const current = links.filter((link) => link.hasAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('Austria');
    expect(current[0]).toHaveAttribute('aria-current', 'true');
    expect(current[0]).toHaveAttribute('hreflang', 'de-AT');
  });

  it('§4 choosing a country hands core’s outcome (store the locale, go to the link) to the app', async () => {
    const user = userEvent.setup();
    const { trigger, onChoose } = renderPicker();
    await user.click(trigger);
    await user.click(screen.getByRole('link', { name: 'France' }));
    const france = model.options.find((option) => option.key === 'fr')!;
    expect(onChoose).toHaveBeenCalledWith(
      { store: { preferredLocale: 'fr-fr' }, navigateTo: france.link },
      france,
    );
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('CountryPicker dropdown on large screens (§2.6)', () => {
  it('§2.6 is a disclosure: the trigger toggles aria-expanded and the list', async () => {
    const user = userEvent.setup();
    const { trigger } = renderPicker();
    const list = document.getElementById(trigger.getAttribute('aria-controls')!)!;
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
  });

  it('Escape closes it and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const { trigger } = renderPicker();
    await user.click(trigger);
    await user.tab();
    expect(screen.getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('a click outside and tabbing out close it', async () => {
    const user = userEvent.setup();
    const { trigger } = renderPicker();
    await user.click(trigger);
    await user.click(document.body);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    screen.getAllByRole('link').at(-1)!.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('CountryPicker modal on small screens (accessibility.md 7)', () => {
  it('the dialog may come a moment after the click (its own chunk); focus then starts inside it', async () => {
    setViewportWidth(PHONE);
    const user = userEvent.setup();
    const { trigger } = renderPicker();
    // The click waits for the dialog's part to arrive (React resumes the suspended dialog then).
    await act(async () => user.click(trigger));
    // The first open may wait for the dialog's part: aria-expanded says it is opening.
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('accessibility 7: a named modal dialog; focus starts on the current country', async () => {
    setViewportWidth(PHONE);
    const user = userEvent.setup();
    const { trigger } = renderPicker();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your country' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('open');
    expect(dialog.dataset.modal).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Austria' })).toHaveFocus();
  });

  it('accessibility 7: 30 presses of Tab or Shift+Tab never leave the dialog', async () => {
    setViewportWidth(PHONE);
    const user = userEvent.setup();
    const { trigger } = renderPicker();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    const seen = new Set<Element>();
    for (let press = 0; press < 30; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      seen.add(document.activeElement!);
    }
    // 13 countries and the close button: the cycle reached every one of them.
    expect(seen.size).toBe(model.options.length + 1);
    for (let press = 0; press < 30; press += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('accessibility 7: Escape closes it and focus returns to the trigger', async () => {
    setViewportWidth(PHONE);
    const user = userEvent.setup();
    const { trigger } = renderPicker();
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('the named close button closes it and focus returns to the trigger', async () => {
    setViewportWidth(PHONE);
    const user = userEvent.setup();
    const { trigger } = renderPicker();
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('choosing in the dialog reports the outcome and closes it', async () => {
    setViewportWidth(PHONE);
    const user = userEvent.setup();
    const { trigger, onChoose } = renderPicker();
    await user.click(trigger);
    await user.click(await screen.findByRole('link', { name: 'Poland' }));
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ store: { preferredLocale: 'pl-pl' } }),
      expect.objectContaining({ key: 'pl' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the modal prop overrides the screen size', async () => {
    const user = userEvent.setup();
    const { trigger } = renderPicker({ modal: true });
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Choose your country' })).toBeInTheDocument();
  });
});
