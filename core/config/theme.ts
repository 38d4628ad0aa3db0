/**
 * §9 theme rule. The portal has two visual design versions (§1): v1 and v2, the "new-style theme".
 * v2 is forced for some locales, in every non-production environment (so every test environment
 * shows what is being rolled out) and for everyone by the `b2cForceNewTheme` flag (§6); otherwise
 * the user's choice applies, and v1 when the user has not chosen. Locally the
 * `b2cThemeChoiceLocally` flag applies production's rule instead, so that v1 and the theme choice
 * can be seen on a developer's machine at all (docs/decisions/201).
 */
import type { Locale } from '../locale';
import type { EnvironmentName } from './environments';
import type { Flags } from './flags';

export const THEMES = ['v1', 'v2'] as const;
export type Theme = (typeof THEMES)[number];

/** The new-style theme. */
export const NEW_THEME: Theme = 'v2';
/** The theme of a user who has not chosen and is not forced. */
export const DEFAULT_THEME: Theme = 'v1';

/** §9: locales that always get the new-style theme. */
export const NEW_THEME_LOCALES: readonly Locale[] = Object.freeze([
  'fi-FI',
  'fr-FR',
  'pl-PL',
  'en-IE',
  'de-DE',
  'de-AT',
  'en',
  'es-ES',
]);

export type ThemeForcedBy = 'flag' | 'environment' | 'locale';

export interface ThemeDecision {
  readonly theme: Theme;
  /** Why the new theme is forced; absent when the user's choice applies (then offer the toggle). */
  readonly forcedBy?: ThemeForcedBy;
}

export interface ThemeInput {
  readonly locale: Locale;
  readonly environment: EnvironmentName;
  readonly flags: Pick<Flags, 'b2cForceNewTheme'> & Partial<Pick<Flags, 'b2cThemeChoiceLocally'>>;
  readonly userChoice?: Theme | undefined;
}

/**
 * §9: the theme to render and whether the user may change it.
 * @example resolveTheme({ locale: 'en-GB', environment: 'production', flags, userChoice: 'v1' })
 *   // { theme: 'v1' }
 * @example resolveTheme({ locale: 'en-GB', environment: 'staging', flags, userChoice: 'v1' })
 *   // { theme: 'v2', forcedBy: 'environment' }
 */
export function resolveTheme(input: ThemeInput): ThemeDecision {
  const forcedBy = themeForcedBy(input);
  if (forcedBy) return { theme: NEW_THEME, forcedBy };
  return { theme: input.userChoice ?? DEFAULT_THEME };
}

function themeForcedBy({ locale, environment, flags }: ThemeInput): ThemeForcedBy | undefined {
  if (flags.b2cForceNewTheme) return 'flag';
  const asProduction = environment === 'local' && flags.b2cThemeChoiceLocally === true;
  if (environment !== 'production' && !asProduction) return 'environment';
  if (NEW_THEME_LOCALES.includes(locale)) return 'locale';
  return undefined;
}
