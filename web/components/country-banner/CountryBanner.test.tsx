import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pickerModel } from '../../test/markets';
import { DESKTOP, setViewportWidth } from '../../test/media';
import { CountryBanner, type CountryBannerProps } from './CountryBanner';

const picker = pickerModel('de-AT', 'de-AT');

function renderBanner(props: Partial<CountryBannerProps> = {}) {
  const onDismiss = vi.fn();
  const onChoose = vi.fn();
  render(
    <CountryBanner
      locale="de-AT"
      url="/de-at/?countryConfirm=1"
      storedPreferredLocale="de-at"
      picker={picker}
      onDismiss={onDismiss}
      onChoose={onChoose}
      {...props}
    />,
  );
  return { onDismiss, onChoose };
}

beforeEach(() => setViewportWidth(DESKTOP));

describe('CountryBanner (§4 Country banner)', () => {
  it('§4 shows with the country-confirm parameter, naming the market, with the all-good button', () => {
    renderBanner();
    expect(screen.getByRole('region', { name: 'Wählen Sie Ihr Land' })).toBeInTheDocument();
    expect(screen.getByText('Ausgewähltes Land: Österreich. Stimmt das?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alles gut' })).toBeInTheDocument();
  });

  it('§4 shows when the stored preferred locale differs, hides when it matches and there is no parameter', () => {
    renderBanner({ url: '/de-at/', storedPreferredLocale: 'de-de' });
    expect(screen.getByRole('button', { name: 'Alles gut' })).toBeInTheDocument();
  });

  it('§4 stays hidden when the stored locale is the market’s and the URL has no parameter', () => {
    renderBanner({ url: '/de-at/', storedPreferredLocale: 'de-at' });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('§4 all good: the app gets core’s dismissal (store the locale, drop the parameter) and the banner goes', async () => {
    const user = userEvent.setup();
    const { onDismiss } = renderBanner({ url: '/de-at/?countryConfirm=1&a=2' });
    await user.click(screen.getByRole('button', { name: 'Alles gut' }));
    expect(onDismiss).toHaveBeenCalledWith({
      store: { preferredLocale: 'de-at' },
      replaceUrl: '/de-at/?a=2',
    });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('§4 choosing another country: the app gets core’s outcome (store and navigate)', async () => {
    const user = userEvent.setup();
    const { onChoose } = renderBanner();
    const another = screen.getByRole('button', { name: 'Anderes Land wählen' });
    await user.click(another);
    await user.click(screen.getByRole('link', { name: 'Schweiz' }));
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ store: { preferredLocale: 'de-ch' } }),
      expect.objectContaining({ key: 'ch' }),
    );
  });
});
