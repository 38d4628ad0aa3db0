import { describe, expect, it } from 'vitest';
import { footerLinkProps, linkColumns } from '.';

describe('§4 Footer links', () => {
  it('§4 in v2 a disabled link has no href and is flagged disabled', () => {
    expect(footerLinkProps({ href: '/de-de/x/', disabled: true, version: 'v2' })).toEqual({
      href: undefined,
      disabled: true,
      mode: 'primary',
      size: 'default',
    });
  });

  it('§4 v1 has no disabled state: the link stays a link', () => {
    expect(footerLinkProps({ href: '/de-de/x/', disabled: true, version: 'v1' })).toMatchObject({
      href: '/de-de/x/',
      disabled: false,
    });
  });

  it('§4 modes primary/secondary and sizes small/default', () => {
    expect(footerLinkProps({ href: '/', version: 'v2', mode: 'secondary', size: 'small' })).toMatchObject({
      mode: 'secondary',
      size: 'small',
    });
    expect(footerLinkProps({ href: '/', version: 'v2' })).toMatchObject({ mode: 'primary', size: 'default' });
  });
});

describe('§2.6 link columns', () => {
  it('§2.6 keeps headings and links, with stable ids for the accordions', () => {
    const columns = linkColumns(
      [
        { heading: 'Produkte', link: [{ title: 'Festgeld', href: '/de-de/festgeld/' }] },
        { heading: 'Hilfe', link: [{ title: 'FAQ', href: 'https://help.example-bank.com/' }] },
      ],
      'v2',
    );
    expect(columns.map((column) => [column.id, column.heading])).toEqual([
      ['footer-column-1', 'Produkte'],
      ['footer-column-2', 'Hilfe'],
    ]);
    expect(columns[0]?.items[0]).toEqual({
      kind: 'link',
      title: 'Festgeld',
      link: { href: '/de-de/festgeld/', disabled: false, mode: 'primary', size: 'default' },
    });
  });

  it('security.md 3 unsafe CMS links render as text', () => {
    const [column] = linkColumns(
      [
        {
          heading: 'Hilfe',
          link: [
            { title: 'Bad', href: 'data:text/html,<b>x</b>' },
            { title: 'Also bad', href: ' vbscript:msgbox(1)' },
          ],
        },
      ],
      'v1',
    );
    expect(column?.items).toEqual([
      { kind: 'text', title: 'Bad' },
      { kind: 'text', title: 'Also bad' },
    ]);
  });

  it('§4 a CMS link marked disabled is a disabled link in v2 and a normal link in v1', () => {
    const cms = [
      {
        heading: 'Produkte',
        link: [
          { title: 'Festgeld', href: '/de-de/festgeld/', disabled: true },
          { title: 'Tagesgeld', href: '/de-de/tagesgeld/', disabled: false },
          { title: 'Sparplan', href: '/de-de/sparplan/', disabled: null },
        ],
      },
    ];
    expect(linkColumns(cms, 'v2')[0]?.items.map((item) => item.kind === 'link' && item.link)).toEqual([
      { href: undefined, disabled: true, mode: 'primary', size: 'default' },
      { href: '/de-de/tagesgeld/', disabled: false, mode: 'primary', size: 'default' },
      { href: '/de-de/sparplan/', disabled: false, mode: 'primary', size: 'default' },
    ]);
    expect(
      linkColumns(cms, 'v1')[0]?.items.map(
        (item) => item.kind === 'link' && [item.link.href, item.link.disabled],
      ),
    ).toEqual([
      ['/de-de/festgeld/', false],
      ['/de-de/tagesgeld/', false],
      ['/de-de/sparplan/', false],
    ]);
  });

  it('security.md 3 a disabled link with an unsafe href is still only text', () => {
    const [column] = linkColumns(
      [{ heading: 'H', link: [{ title: 'Bad', href: 'javascript:alert(1)', disabled: true }] }],
      'v2',
    );
    expect(column?.items).toEqual([{ kind: 'text', title: 'Bad' }]);
  });

  it('§2.6 empty columns are left out', () => {
    expect(
      linkColumns(
        [
          { heading: 'Empty', link: [] },
          { heading: 'Null', link: null },
        ],
        'v2',
      ),
    ).toEqual([]);
  });
});
