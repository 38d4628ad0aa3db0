import { describe, expect, it } from 'vitest';
import { breakpointPx, PORTAL_CONSTANTS } from '../../core/config';
import { footerLayoutVariables, HEADER_LAYOUT_VARIABLES } from './layout';

// The stylesheets' source text. Vitest hands CSS imports (even `?raw`) to its CSS stub, so the files
// are read from disk; the module name is built at run time because web/ has no Node types.
const fs: { readFileSync(path: string, encoding: 'utf8'): string } = await import(
  /* @vite-ignore */ `node:${'fs'}`
);
const read = (path: string) =>
  fs.readFileSync(decodeURIComponent(new URL(path, import.meta.url).pathname), 'utf8');
const footerCss = read('./footer/Footer.module.css');
const headerCss = read('./header/Header.module.css');
/** The header menus' stylesheets, one per component. */
const MENUS_SHEETS = ['Menus', 'SubmenuPanel', 'AccountMenu', 'AccountIds', 'BalanceStrip', 'MobileMenu'].map(
  (name) => [`${name}.module.css`, read(`./header/${name}.module.css`)] as const,
);
const menusCss = MENUS_SHEETS.map(([, css]) => css).join('\n');
const pickerCss = read('../components/country-picker/CountryPicker.module.css');
const bannerCss = read('../components/country-banner/CountryBanner.module.css');
const globalCss = read('../styles/global.css');
const chevronCss = read('../styles/chevron.module.css');

const STYLESHEETS = {
  'Footer.module.css': footerCss,
  'Header.module.css': headerCss,
  ...Object.fromEntries(MENUS_SHEETS),
  'chevron.module.css': chevronCss,
  'CountryPicker.module.css': pickerCss,
  'CountryBanner.module.css': bannerCss,
};

/** The declarations of every rule whose selector list names `selector` exactly. */
function declarationsOf(css: string, selector: string): string {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter((rule) => rule[1]!.split(',').some((part) => part.trim() === selector))
    .map((rule) => rule[2])
    .join(';');
}

function minWidths(css: string): number[] {
  return [...css.matchAll(/@media[^{]*min-width:\s*(\d+)px/g)].map((match) => Number(match[1]));
}

describe('§9 layout numbers come from core/config', () => {
  it('§9 the footer turns into columns at md, the header into desktop at lg', () => {
    expect(minWidths(footerCss)).toEqual([breakpointPx(PORTAL_CONSTANTS.layout.footerMobileBreakpoint)]);
    expect(minWidths(headerCss)).toEqual([breakpointPx(PORTAL_CONSTANTS.layout.navigationDesktopBreakpoint)]);
    expect(minWidths(bannerCss)).toEqual([breakpointPx('md')]);
  });

  it('§9 header and footer widths are core/config’s', () => {
    expect(HEADER_LAYOUT_VARIABLES).toMatchObject({
      '--shell-container-max': '1320px',
      '--shell-header-height': `${PORTAL_CONSTANTS.layout.headerHeightPx.desktop}px`,
      '--shell-header-height-mobile': `${PORTAL_CONSTANTS.layout.headerHeightPx.mobile}px`,
      '--shell-dropdown-max': `${PORTAL_CONSTANTS.layout.dropdownMaxWidthPx}px`,
    });
    // The stylesheet carries them (no inline style in prerendered HTML under the CSP).
    for (const [name, value] of Object.entries(HEADER_LAYOUT_VARIABLES))
      expect(globalCss).toContain(`${name}: ${value};`);
    expect(footerLayoutVariables(false)).toEqual({ '--shell-footer-max': '1272px' });
    expect(footerLayoutVariables(true)).toEqual({ '--shell-footer-max': '1200px' });
  });

  it('accessibility 12: every stylesheet with transitions removes them under prefers-reduced-motion', () => {
    for (const [name, css] of Object.entries(STYLESHEETS)) {
      if (!/transition:\s*(?!none)/.test(css)) continue;
      const reduced = /@media \(prefers-reduced-motion: reduce\)\s*\{([\s\S]*)\}\s*$/.exec(css.trim());
      expect(reduced, name).not.toBeNull();
      expect(reduced![1], name).toContain('transition: none');
    }
  });

  it('§2.5 header labels and amounts never break inside a word (German "Hil fe", "12.345,\\n67 €")', () => {
    for (const selector of [
      '.navButton',
      '.navLink',
      '.balanceLabel',
      '.amount',
      '.unavailable',
      '.accountName',
    ]) {
      expect(declarationsOf(menusCss, selector), selector).toMatch(/white-space:\s*nowrap/);
    }
  });

  it('§2.5 a navigation row that runs out of room wraps between entries, never inside a label', () => {
    expect(declarationsOf(menusCss, '.desktopNav .navList')).toMatch(/flex-wrap:\s*wrap/);
  });
});
