import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import { appBadges, badgeSetFor } from '.';

const links = {
  appStore: 'https://apps.apple.example/app/id123',
  googlePlay: 'https://play.google.example/store/apps/details?id=com.example.bank',
};

describe('§2.6 app-download badges', () => {
  it('§2.6 German, Austrian, English, Spanish, French, Dutch and Polish badges', () => {
    expect(badgeSetFor('de-DE')).toBe('de');
    expect(badgeSetFor('de-AT')).toBe('at');
    expect(badgeSetFor('en-GB')).toBe('en');
    expect(badgeSetFor('es-ES')).toBe('es');
    expect(badgeSetFor('fr-FR')).toBe('fr');
    expect(badgeSetFor('nl-NL')).toBe('nl');
    expect(badgeSetFor('pl-PL')).toBe('pl');
  });

  it('§2.6 locales without their own artwork fall back: Swiss German to German, Finnish and Italian to English', () => {
    expect(badgeSetFor('de-CH')).toBe('de');
    expect(badgeSetFor('fi-FI')).toBe('en');
    expect(badgeSetFor('it-IT')).toBe('en');
    expect(badgeSetFor('en-US')).toBe('en');
  });

  it('§2.6 each badge has an accessible name in the language of its artwork', () => {
    const [appStore, googlePlay] = appBadges('de-AT', links);
    expect(appStore).toEqual({
      store: 'app-store',
      href: links.appStore,
      image: '/badges/at/app-store.svg',
      label: 'Laden im App Store',
      lang: 'de',
    });
    expect(googlePlay?.label).toBe('Jetzt bei Google Play');
    expect(appBadges('fi-FI', links)[0]).toMatchObject({ label: 'Download on the App Store', lang: 'en' });
    for (const locale of SUPPORTED_LOCALES)
      for (const badge of appBadges(locale, links)) expect(badge.label.trim()).not.toBe('');
  });

  it('security.md 3 a badge whose store link is not https is left out', () => {
    expect(
      appBadges('en', { ...links, appStore: 'javascript:alert(1)' }).map((badge) => badge.store),
    ).toEqual(['google-play']);
    expect(appBadges('en', { ...links, googlePlay: '/relative/' }).map((badge) => badge.store)).toEqual([
      'app-store',
    ]);
  });
});
