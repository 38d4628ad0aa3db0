import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestPortal, renderAt, signIn, type TestPortal } from '../../test/harness';

let test: TestPortal;
afterEach(() => test?.portal.dispose());

/** Signs in and opens the overview; the guard sends the persona to its customer redirect. */
async function redirectedFrom(email: string, dashboard: string, title: string) {
  test = await createTestPortal();
  await signIn(test, email);
  const view = renderAt(test, dashboard);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

/** After completing, the overview opens and stays (no redirect back). */
async function reachesDashboard(view: ReturnType<typeof renderAt>, continueText: string, dashboard: string) {
  await userEvent.click(await screen.findByRole('link', { name: continueText }));
  await screen.findByRole('heading', { level: 1, name: /Hallo|Hello|Welcome|Willkommen/ });
  expect(view.router.state.location.pathname).toBe(dashboard);
}

describe('customer redirects can be completed (§2.2, §4, docs/decisions/110)', () => {
  it('cdvc: without the tick nothing is sent; confirming lets the customer through to the overview', async () => {
    const view = await redirectedFrom('expired@sandbox.local', '/de-de/dashboard/', 'Angaben bestätigen');
    expect(view.router.state.location.pathname).toBe('/de-de/cdvc/');
    const submit = await screen.findByRole('button', { name: 'Angaben bestätigen' });
    await userEvent.click(submit);
    expect(
      await screen.findByText('Bitte setzen Sie das Häkchen, um Ihre Angaben zu bestätigen.'),
    ).toBeVisible();
    expect(test.requests.some((path) => path.includes('data-validity/confirmation'))).toBe(false);

    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Ich bestätige, dass die oben angezeigten Angaben richtig und vollständig sind.',
      }),
    );
    await userEvent.click(submit);
    expect(await screen.findByText('Vielen Dank. Ihre Angaben sind bestätigt.')).toBeVisible();
    await reachesDashboard(view, 'Weiter zur Übersicht', '/de-de/dashboard/');
  });

  it('reference account: an invalid IBAN is refused in the form; a valid one is saved and the overview opens', async () => {
    const view = await redirectedFrom('no-iban@sandbox.local', '/de-de/dashboard/', 'Ihr Referenzkonto');
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    expect(screen.getByRole('textbox', { name: 'Kontoinhaber' })).toHaveValue('Max Schulz');
    await userEvent.type(iban, 'DE89 3704 0044 0532 0130 01');
    await userEvent.click(screen.getByRole('button', { name: 'Referenzkonto speichern' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige IBAN ein.')).toBeVisible();
    expect(iban).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(iban);
    await userEvent.type(iban, 'DE89 3704 0044 0532 0130 00');
    await userEvent.click(screen.getByRole('button', { name: 'Referenzkonto speichern' }));
    expect(await screen.findByText('Vielen Dank. Ihr Referenzkonto ist gespeichert.')).toBeVisible();
    expect(await screen.findByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
    await reachesDashboard(view, 'Weiter zur Übersicht', '/de-de/dashboard/');
  });

  it('financial information (UK, English): both answers are required; saving lets the customer through', async () => {
    const view = await redirectedFrom(
      'uk.funds@sandbox.local',
      '/en-gb/dashboard/',
      'Your financial information',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save financial information' }));
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Where does your money mainly come from?' }),
      'Salary or wages',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Your annual income before tax' }),
      '£25,000 to £50,000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save financial information' }));
    expect(await screen.findByText('Thank you. Your financial information is saved.')).toBeVisible();
    await reachesDashboard(view, 'Continue to your overview', '/en-gb/dashboard/');
  });

  it('a failed save says so and keeps the customer on the page', async () => {
    await redirectedFrom('expired@sandbox.local', '/de-de/dashboard/', 'Angaben bestätigen');
    test.failWhen((url) => url.pathname.endsWith('/data-validity/confirmation'), 500);
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Angaben bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihre Angaben konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    );
    expect(screen.queryByText('Vielen Dank. Ihre Angaben sind bestätigt.')).toBeNull();
  });
});
