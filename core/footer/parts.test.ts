import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { SUPPORTED_LOCALES } from '../locale';
import {
  copyrightLine,
  creditViews,
  disclaimerHtml,
  hasRightsStatement,
  mailtoHref,
  socialView,
  telHref,
  usContactView,
} from '.';
import { RIGHTS_STATEMENTS } from './copyright';

const icon = {
  account: 'LinkedIn',
  iconUrl: '/icons/linkedin.svg',
  link: 'https://linkedin.example/bank',
  uid: '1',
};

/** Every locale's "All rights reserved." */
const rightsStatements = () =>
  SUPPORTED_LOCALES.map((locale) => createTranslator(locale).t('footer:allRightsReserved'));

describe('§2.6 social icons', () => {
  it('§2.6 icons are 30x30, lazy-loaded and named', () => {
    const view = socialView({
      icons: [icon],
      heading: 'Social',
      hideHeading: false,
      locale: 'en',
      assetOrigins: [],
    });
    expect(view).toEqual({
      heading: 'Social',
      icons: [
        {
          uid: '1',
          account: 'LinkedIn',
          href: 'https://linkedin.example/bank',
          iconUrl: '/icons/linkedin.svg',
          label: 'Follow us on LinkedIn',
          width: 30,
          height: 30,
          loading: 'lazy',
        },
      ],
    });
  });

  it('§3 hideSocialMediaHeading hides the heading; without a CMS heading a translated one is used', () => {
    expect(
      socialView({ icons: [icon], heading: 'Social', hideHeading: true, locale: 'en', assetOrigins: [] })
        ?.heading,
    ).toBeUndefined();
    expect(
      socialView({ icons: [icon], heading: null, hideHeading: false, locale: 'de-DE', assetOrigins: [] })
        ?.heading,
    ).toBe('Folgen Sie uns');
  });

  it('security.md 3 icons with an unsafe link or image are left out; none left means no block', () => {
    const icons = [
      { ...icon, uid: '2', link: 'javascript:alert(1)' },
      { ...icon, uid: '3', iconUrl: 'data:image/svg+xml,<svg onload=alert(1)>' },
    ];
    expect(
      socialView({ icons, heading: 'x', hideHeading: false, locale: 'en', assetOrigins: [] }),
    ).toBeUndefined();
  });

  it('security.md 12 an icon image elsewhere than the site or a configured asset origin is not drawn', () => {
    const at = (iconUrl: string) =>
      socialView({
        icons: [{ ...icon, iconUrl }],
        heading: 'x',
        hideHeading: false,
        locale: 'en',
        assetOrigins: ['https://cdn.bank.example'],
      })?.icons[0]?.iconUrl;
    expect(at('/icons/linkedin.svg')).toBe('/icons/linkedin.svg');
    expect(at('https://cdn.bank.example/icons/x.svg')).toBe('https://cdn.bank.example/icons/x.svg');
    expect(at('https://evil.example/x.svg')).toBeUndefined();
    expect(at('http://cdn.bank.example/icons/x.svg')).toBeUndefined();
    expect(at('https://user@cdn.bank.example/x.svg')).toBeUndefined();
  });
});

describe('§2.6 US contact banner', () => {
  const banner = {
    email: { email_address: 'service@example-bank.com', email_link_text: 'Email us' },
    phone: { phone_number: '+1 (800) 555-0100', phone_link_text: null },
    availability: 'Mon–Fri 9am–5pm ET',
  };

  it('§2.6 shown only when displayUsContactBanner is set', () => {
    expect(usContactView(false, banner)).toBeUndefined();
    expect(usContactView(true, null)).toBeUndefined();
    expect(usContactView(true, banner)).toEqual({
      email: { text: 'Email us', href: 'mailto:service@example-bank.com' },
      phone: { text: '+1 (800) 555-0100', href: 'tel:+18005550100' },
      availability: 'Mon–Fri 9am–5pm ET',
    });
  });

  it('security.md 3 contact data that is not an address or a number is shown without a link', () => {
    expect(mailtoHref('javascript:alert(1)//@x.com')).toBeUndefined();
    expect(mailtoHref('not an address')).toBeUndefined();
    expect(telHref('call 555')).toBeUndefined();
    expect(telHref('12')).toBeUndefined();
    expect(usContactView(true, { phone: { phone_number: 'ask us' } })?.phone).toEqual({
      text: 'ask us',
      href: undefined,
    });
  });
});

describe('§2.6 copyright line', () => {
  it('§2.6 uses the given year, never a clock', () => {
    expect(copyrightLine('Example Bank AG', 2031, 'de-DE')).toBe(
      '© 2031 Example Bank AG. Alle Rechte vorbehalten.',
    );
    expect(copyrightLine('Example Bank AG', 1999, 'en')).toBe('© 1999 Example Bank AG. All rights reserved.');
    expect(copyrightLine(null, 2031, 'fr-FR')).toBe('© 2031. Tous droits réservés.');
  });

  it('§2.6 a year typed into the CMS text is replaced by the current one', () => {
    expect(copyrightLine('© 2019 Example Bank AG.', 2031, 'en')).toBe(
      '© 2031 Example Bank AG. All rights reserved.',
    );
    expect(copyrightLine('(c) 2015-2019 Example Bank', 2031, 'en')).toBe(
      '© 2031 Example Bank. All rights reserved.',
    );
    expect(copyrightLine('© {year} Example Bank – all rights reserved', 2031, 'en')).toBe(
      '© 2031 Example Bank – all rights reserved',
    );
  });

  it('§2.6 a CMS text that already has the rights statement does not get a second one', () => {
    // The text stays as the CMS wrote it, with only the © and the year in front.
    for (const [text, locale] of [
      // The sandbox CMS: "Sandbox Bank AG. Alle Rechte vorbehalten." read "… vorbehalten. Alle Rechte vorbehalten."
      ['Sandbox Bank AG. Alle Rechte vorbehalten.', 'de-DE'],
      // Case, spacing and the final stop do not matter; another portal language counts too.
      ['Example Bank AG – ALL  RIGHTS reserved', 'de-DE'],
      ['Example Bank AG. All rights reserved.', 'de-CH'],
    ] as const)
      expect(copyrightLine(text, 2031, locale)).toBe(`© 2031 ${text}`);
    expect(copyrightLine('© 2019 Sandbox Bank AG. Tous droits réservés.', 2031, 'fr-FR')).toBe(
      '© 2031 Sandbox Bank AG. Tous droits réservés.',
    );
  });

  it('§2.6 every text locale’s statement is recognised, and a bare holder name still gets one', () => {
    for (const statement of rightsStatements()) {
      expect(hasRightsStatement(`Example Bank AG. ${statement}`)).toBe(true);
      const line = copyrightLine(`Example Bank AG. ${statement}`, 2031, 'en');
      expect(line.split(statement).length - 1).toBe(1);
    }
    expect(hasRightsStatement('Example Bank AG')).toBe(false);
    expect(hasRightsStatement('Rights Bank AG')).toBe(false);
  });

  it('§2.6 the list of rights statements is exactly the footer texts of every language', () => {
    const fromTexts = rightsStatements().map((statement) => statement.toLowerCase().replace(/\.$/, ''));
    expect([...RIGHTS_STATEMENTS].sort()).toEqual([...new Set(fromTexts)].sort());
  });

  it('rejects a year that is not a four-digit integer with a typed error', () => {
    for (const year of [Number.NaN, 31, 2031.5, 20310])
      expect(() => copyrightLine('x', year, 'en')).toThrow(
        expect.objectContaining({ code: 'FOOTER_YEAR_INVALID' }),
      );
  });
});

describe('§2.6 partner credits', () => {
  it('§3 one credit or a list of credits', () => {
    const credit = {
      institute_link: { href: 'https://partner.example/', title: 'Partner Bank' },
      institute_logo: { url: '/logos/partner.svg', title: 'Partner Bank logo' },
    };
    expect(creditViews(credit, [])).toEqual([
      { href: 'https://partner.example/', title: 'Partner Bank', logoUrl: '/logos/partner.svg' },
    ]);
    expect(creditViews([credit, credit], [])).toHaveLength(2);
    expect(creditViews(null, [])).toEqual([]);
  });

  it('§5 a logo link without a name is no link; an unsafe href is no link', () => {
    expect(
      creditViews({ institute_link: { href: 'https://p.example/' }, institute_logo: { url: '/l.svg' } }, []),
    ).toEqual([{ href: undefined, title: '', logoUrl: '/l.svg' }]);
    expect(creditViews({ institute_link: { href: 'javascript:x', title: 'P' } }, [])).toEqual([
      { href: undefined, title: 'P', logoUrl: undefined },
    ]);
    expect(creditViews({ institute_link: { href: 'https://p.example/' } }, [])).toEqual([]);
  });

  it('security.md 12 a logo is drawn only from the site or an asset origin', () => {
    const logo = (url: string) =>
      creditViews({ institute_link: { href: 'https://p.example/', title: 'P' }, institute_logo: { url } }, [
        'https://cdn.bank.example',
      ])[0]?.logoUrl;
    expect(logo('/l.svg')).toBe('/l.svg');
    expect(logo('https://cdn.bank.example/l.svg')).toBe('https://cdn.bank.example/l.svg');
    expect(logo('https://tracker.example/pixel.gif')).toBeUndefined();
    expect(logo('//tracker.example/pixel.gif')).toBeUndefined();
  });
});

describe('§2.6 disclaimer', () => {
  it('security.md 2 HTML passes through untouched, marked as needing the driver sanitiser', () => {
    const html = '<p>Deposits <a href="javascript:alert(1)">are</a> protected.<script>x</script></p>';
    expect(disclaimerHtml(html)).toEqual({ kind: 'unsanitised-html', needsSanitising: true, html });
    expect(disclaimerHtml('   ')).toBeUndefined();
    expect(disclaimerHtml(null)).toBeUndefined();
  });
});
