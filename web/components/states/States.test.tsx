import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaleProvider, PortalProvider } from '../../app/PortalContext';
import { createTestPortal, type TestPortal } from '../../test/harness';
import { EmptyState } from './EmptyState';
import { LoadingState } from './LoadingState';
import { PartName } from './part-name';
import { TechnicalError } from './TechnicalError';

// A technical error asks the portal whether the back end answers (the outage banner's monitor).
let test: TestPortal;
beforeAll(async () => {
  test = await createTestPortal();
});
afterAll(() => test.portal.dispose());

const inLocale = (node: React.ReactNode) =>
  render(
    <PortalProvider portal={test.portal}>
      <LocaleProvider locale="en-GB">{node}</LocaleProvider>
    </PortalProvider>,
  );

describe('§8 empty content states', () => {
  it('"no data found", or the page’s own empty text', () => {
    inLocale(<EmptyState />);
    expect(screen.getByText('No data found')).toBeInTheDocument();
    inLocale(<EmptyState text="This investment is not part of your portfolio." />);
    expect(screen.getByText('This investment is not part of your portfolio.')).toBeInTheDocument();
  });

  it('the technical error is a titled status with a reload button that asks again', async () => {
    const reload = vi.fn();
    inLocale(<TechnicalError onReload={reload} />);
    const region = screen.getByRole('status', { name: 'Something went wrong' });
    expect(region).toHaveTextContent('technical error');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('inside a section it says which part could not be loaded and offers to try again', async () => {
    const retry = vi.fn();
    inLocale(
      <PartName name="Transaction account">
        <TechnicalError onReload={retry} />
      </PartName>,
    );
    expect(
      screen.getByRole('status', { name: 'The “Transaction account” section could not be loaded.' }),
    ).toHaveTextContent('The rest of the page is not affected.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('without its own title under a page heading it is still named', () => {
    inLocale(<TechnicalError titled={false} onReload={() => {}} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('loading is announced politely', () => {
    inLocale(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
