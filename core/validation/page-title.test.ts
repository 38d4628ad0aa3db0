import { describe, expect, it } from 'vitest';
import { pageTitle } from '.';

const texts = {
  siteName: 'Spar Bank',
  defaultTitle: 'Tagesgeld und Festgeld',
  tagline: 'Zinsen aus ganz Europa',
};

describe('page title (§5)', () => {
  it('§5 logged-in users get the site name', () => {
    expect(pageTitle({ ...texts, loggedIn: true, metaTitle: 'Festgeld' })).toBe('Spar Bank');
  });

  it('§5 otherwise the meta title plus the tagline', () => {
    expect(pageTitle({ ...texts, loggedIn: false, metaTitle: ' Festgeld ' })).toBe(
      'Festgeld | Zinsen aus ganz Europa',
    );
  });

  it('§5 otherwise the default title plus the tagline when there is no meta title', () => {
    for (const metaTitle of [undefined, null, '', '  '])
      expect(pageTitle({ ...texts, loggedIn: false, metaTitle })).toBe(
        'Tagesgeld und Festgeld | Zinsen aus ganz Europa',
      );
  });

  it('no dangling separator without a tagline; the separator can be changed', () => {
    expect(pageTitle({ ...texts, loggedIn: false, tagline: ' ' })).toBe('Tagesgeld und Festgeld');
    expect(pageTitle({ ...texts, loggedIn: false, separator: ' – ' })).toBe(
      'Tagesgeld und Festgeld – Zinsen aus ganz Europa',
    );
  });
});
