/**
 * The business constants and limits of §9, as one typed, frozen object, so a number lives in one
 * place and a test can show where it came from. Durations carry their unit in the name.
 *
 * The spec names the navigation breakpoint "lg" and the mobile footer breakpoint "md" without
 * pixel values. The container maximum of 1320 px on large screens is Bootstrap 5's container at
 * its widest breakpoint, so the breakpoints are Bootstrap 5's: md 768 px, lg 992 px
 * (docs/decisions/012-configuration.md). A breakpoint is a `min-width`: at 992 px and wider the
 * desktop navigation shows; below 768 px the footer columns become accordions.
 */
import { deepFreeze } from './freeze';

const portalConstants = {
  api: {
    /** §9 API timeout. */
    timeoutMs: 3000,
    /** §7, §9: responses are cached and deduplicated for 5 minutes. */
    cacheDedupeMs: 300_000,
  },
  session: {
    /** §4, §9: the countdown notice appears at 120 s or fewer of idle time left. */
    countdownThresholdSeconds: 120,
    /** §4, §9: the token is refreshed when 120 s or fewer of its life remain. */
    autoExtendThresholdSeconds: 120,
    /** §9: the countdown ticks every second (only while it is visible, design §6). */
    tickMs: 1000,
    /** §4, §9: the "session extended" confirmation shows for 5 seconds. */
    extensionConfirmationMs: 5000,
    /** §9: the session length assumed when the token cannot be read. */
    defaultSessionEstimateMs: 5 * 60 * 1000,
    /** §7, §9: the refresh (auth) request times out after 3 seconds. */
    authRequestTimeoutMs: 3000,
  },
  ui: {
    /** §4, §9: "copied" hint for IBAN and account number. */
    copyHintMs: 3000,
  },
  consent: {
    /** §9: gtag waits this long for the consent manager's update before firing tags. */
    waitForUpdateMs: 2000,
  },
  portfolio: {
    /** §5, §9. */
    nameMaxLength: 25,
  },
  currency: {
    /** §9 default currency and its decimals. */
    code: 'EUR',
    decimals: 2,
  },
  layout: {
    modalWidthPx: { small: 414, medium: 720, large: 840 },
    /** Container maximum on large screens. */
    containerMaxWidthPx: 1320,
    footerWidthPx: { preLogin: 1272, postLogin: 1200 },
    menuColumnWidthPx: { wide: 432, narrow: 300 },
    /** 64 px on desktop, 56 px on mobile, 80 px on sm in the one variant that has it. */
    headerHeightPx: { desktop: 64, mobile: 56, smVariant: 80 },
    headerMaxWidthPx: { default: 1320, wide: 1440 },
    logoMaxWidthPx: { mobile: 124, desktop: 180 },
    dropdownMaxWidthPx: 762,
    /** Bootstrap 5 breakpoints (min-width, px); see the file comment. */
    breakpointsPx: { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 },
    /** §9: the navigation switches to desktop at this breakpoint. */
    navigationDesktopBreakpoint: 'lg',
    /** §9: below this breakpoint the footer is the mobile footer. */
    footerMobileBreakpoint: 'md',
  },
} as const;

export type PortalConstants = typeof portalConstants;
export type Breakpoint = keyof PortalConstants['layout']['breakpointsPx'];

/** §9 constants. Frozen: `PORTAL_CONSTANTS.api.timeoutMs = 1` throws. */
export const PORTAL_CONSTANTS: PortalConstants = deepFreeze(portalConstants);

/**
 * The pixel width at which a breakpoint starts.
 * @example breakpointPx(PORTAL_CONSTANTS.layout.navigationDesktopBreakpoint) // 992
 */
export function breakpointPx(breakpoint: Breakpoint): number {
  return PORTAL_CONSTANTS.layout.breakpointsPx[breakpoint];
}
