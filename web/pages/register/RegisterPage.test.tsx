import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPortal, renderAt, type TestPortal } from '../../test/harness';

let test: TestPortal;

describe('registration entry (§2.1, §9 co-branded flows)', () => {
  it('says what is needed and links back to login, with no form that could not be sent', async () => {
    test = await createTestPortal();
    renderAt(test, '/de-de/register/');
    await screen.findByRole('heading', { level: 1, name: 'Konto eröffnen' });
    expect(screen.getByText('Einen gültigen Personalausweis oder Reisepass')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/de-de/login/',
    );
  });

  it('runs a co-branded flow in its locale and shows the partner logo beside the product logo', async () => {
    test = await createTestPortal();
    const view = renderAt(test, '/en/register/?regflow=northbank-de');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/de-de/register/'));
    expect(view.router.state.location.search).toBe('?regflow=northbank-de');
    const partner = await screen.findByRole('img', { name: 'Logo unseres Partners' }, { timeout: 5000 });
    expect(partner.getAttribute('src')).toMatch(/northbank/);
    expect(screen.getByRole('img', { name: 'Sandbox Bank' })).toBeInTheDocument();
    expect(screen.getByText('In Zusammenarbeit mit der Northbank')).toBeInTheDocument();
    // The partner text is asked for in the flow's language only, not first in the link's.
    expect(test.requests.filter((path) => path.includes('distributor-logo'))).toEqual([
      '/api/cms/distributor-logo?distributor_id=DIST-NORTHBANK&locale=de-DE',
    ]);
  });

  it('an unknown flow is the bank’s own registration, without a partner logo', async () => {
    test = await createTestPortal();
    renderAt(test, '/de-de/register/?regflow=unknown');
    await screen.findByRole('heading', { level: 1, name: 'Konto eröffnen' });
    expect(screen.queryByRole('img', { name: 'Logo unseres Partners' })).toBeNull();
  });
});
