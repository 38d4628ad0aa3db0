/**
 * §9 layout numbers from core/config as CSS custom properties, set on the shell's root elements so
 * the CSS modules read them (`var(--shell-container-max)`) and no number is written twice.
 * Media queries cannot read custom properties; their pixel values are checked against
 * core/config by layout.test.ts.
 */
import type { CSSProperties } from 'react';
import { PORTAL_CONSTANTS } from '../../core/config';

const layout = PORTAL_CONSTANTS.layout;
const px = (value: number) => `${value}px`;

/** Custom properties the header's CSS reads. */
export const HEADER_LAYOUT_VARIABLES = {
  '--shell-container-max': px(layout.containerMaxWidthPx),
  '--shell-header-max': px(layout.headerMaxWidthPx.default),
  '--shell-header-height': px(layout.headerHeightPx.desktop),
  '--shell-header-height-mobile': px(layout.headerHeightPx.mobile),
  '--shell-logo-max': px(layout.logoMaxWidthPx.desktop),
  '--shell-logo-max-mobile': px(layout.logoMaxWidthPx.mobile),
  '--shell-dropdown-max': px(layout.dropdownMaxWidthPx),
  '--shell-menu-column-wide': px(layout.menuColumnWidthPx.wide),
  '--shell-menu-column-narrow': px(layout.menuColumnWidthPx.narrow),
} as CSSProperties;

/** Custom properties the footer's CSS reads; the width differs before and after login (§9). */
export function footerLayoutVariables(postLogin: boolean): CSSProperties {
  return {
    '--shell-footer-max': px(postLogin ? layout.footerWidthPx.postLogin : layout.footerWidthPx.preLogin),
  } as CSSProperties;
}
