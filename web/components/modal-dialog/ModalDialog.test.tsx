import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../../test/dialog';
import { ModalDialog, type ModalDialogProps } from './ModalDialog';

beforeAll(() => installDialogPolyfill());

/** A trigger that opens a dialog with two buttons; records how it closed. */
function Harness(props: Partial<ModalDialogProps> & { readonly log: string[] }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  const { log, ...rest } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <ModalDialog
          aria-label="Example"
          initialFocus={[second]}
          onClosed={() => {
            log.push('closed');
            setOpen(false);
          }}
          {...rest}
        >
          {(close) => (
            <>
              <button type="button">First</button>
              <button ref={second} type="button" onClick={close}>
                Second
              </button>
            </>
          )}
        </ModalDialog>
      ) : null}
    </>
  );
}

async function opened(props: Partial<ModalDialogProps> = {}) {
  const log: string[] = [];
  const user = userEvent.setup();
  render(<Harness log={log} {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { log, user, dialog: screen.getByRole('dialog', { name: 'Example' }) };
}

describe('the modal dialog', () => {
  it('opens modally with focus on the given element, and keeps Tab inside', async () => {
    const { user, dialog } = await opened();
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.dataset.modal).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
  });

  it('closes on Escape, once, and gives focus back to what opened it', async () => {
    const { log, user } = await opened();
    await user.keyboard('{Escape}');
    expect(log).toEqual(['closed']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('closes from inside through the function it gives its content', async () => {
    const { log, user } = await opened();
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(log).toEqual(['closed']);
  });

  it('closes on a click on the backdrop, unless told not to', async () => {
    const first = await opened();
    await first.user.click(first.dialog);
    expect(first.log).toEqual(['closed']);
    document.body.innerHTML = '';
    const second = await opened({ closesOnBackdrop: false });
    await second.user.click(second.dialog);
    expect(second.log).toEqual([]);
  });

  it('lets Escape do what the dialog says instead of closing', async () => {
    const escapes: string[] = [];
    const { log, user } = await opened({ onEscape: () => escapes.push('escape') });
    await user.keyboard('{Escape}');
    expect(escapes).toEqual(['escape']);
    expect(log).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Example' }).hasAttribute('open')).toBe(true);
  });

  it('follows `open`: closing it from outside returns focus too', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(!open)}>
            Toggle
          </button>
          <ModalDialog open={open} aria-label="Controlled" closesOnBackdrop={false}>
            {() => (
              <button type="button" onClick={() => setOpen(false)}>
                Hide
              </button>
            )}
          </ModalDialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.hasAttribute('open')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(dialog);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Toggle' }));
  });
});
