// The portal shell's components (issue 6): header, footer, country picker and country banner,
// rendered from core's builders. The app mounts them in its page layout.
export type { CountryBannerProps } from './country-banner/CountryBanner';
export { CountryBanner } from './country-banner/CountryBanner';
export type { CountryPickerProps } from './country-picker/CountryPicker';
export { CountryPicker } from './country-picker/CountryPicker';
export type { FooterProps } from './footer/Footer';
export { Footer } from './footer/Footer';
export type { HeaderProps } from './header/Header';
export { Header } from './header/Header';
export type { ClipboardWriter } from './shared/platform';
export { browserClipboard, browserClock, browserScheduler } from './shared/platform';
export type { NavigateHandler } from './shared/ShellLink';
export { minWidthQuery, useBreakpointUp, useMediaQuery } from './shared/useMediaQuery';
