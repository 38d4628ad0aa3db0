import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { balanceAmount, balanceStripView, DEFAULT_SKELETON_COLUMNS } from '../../../core/header';
import { BalanceStrip } from './BalanceStrip';

describe('BalanceStrip (§4 balance strip)', () => {
  it('§3 shows total and available balance with their labels; a negative amount is marked', () => {
    render(
      <BalanceStrip
        locale="de-DE"
        view={{
          kind: 'balances',
          totalBalance: balanceAmount('Gesamtsaldo', 1234.5, 'de-DE'),
          availableBalance: balanceAmount('Verfügbarer Saldo', -20, 'de-DE'),
        }}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Gesamtsaldo', 'Verfügbarer Saldo']);
    const amounts = screen.getAllByRole('definition');
    expect(amounts[0]).toHaveTextContent('1.234,50 €');
    expect(amounts[1]).toHaveTextContent('-20,00 €');
    expect(amounts[1]!.className).not.toBe(amounts[0]!.className);
  });

  it('§8 not available: the title, with the explanation as its description, shown on focus and hidden by Escape', async () => {
    const user = userEvent.setup();
    render(
      <BalanceStrip
        locale="en"
        view={{
          kind: 'unavailable',
          message: { title: 'Balance not available', tooltipText: 'Try again later.' },
        }}
      />,
    );
    const title = screen.getByRole('button', { name: 'Balance not available' });
    expect(title).toHaveAccessibleDescription('Try again later.');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Try again later.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(title).toHaveFocus();
  });

  it(`§4 skeleton: ${DEFAULT_SKELETON_COLUMNS} placeholder columns by default, any number when asked`, () => {
    const { rerender } = render(<BalanceStrip locale="en" view={balanceStripView('private', undefined)} />);
    expect(screen.getByTestId('balance-skeleton').querySelectorAll('[data-placeholder]')).toHaveLength(
      DEFAULT_SKELETON_COLUMNS,
    );
    rerender(<BalanceStrip locale="en" view={{ kind: 'skeleton', columns: 2 }} />);
    expect(screen.getByTestId('balance-skeleton').querySelectorAll('[data-placeholder]')).toHaveLength(2);
  });

  it('skeleton, balances and unavailable share the strip element (same height, no layout shift)', () => {
    const { container, rerender } = render(
      <BalanceStrip locale="en" view={{ kind: 'skeleton', columns: 4 }} />,
    );
    const skeletonClass = container.firstElementChild!.className;
    rerender(
      <BalanceStrip
        locale="en"
        view={{
          kind: 'balances',
          totalBalance: balanceAmount('Total', 1, 'en'),
          availableBalance: balanceAmount('Available', 1, 'en'),
        }}
      />,
    );
    expect(container.firstElementChild!.className).toBe(skeletonClass);
  });

  it('hidden renders nothing', () => {
    const { container } = render(<BalanceStrip locale="en" view={{ kind: 'hidden' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
