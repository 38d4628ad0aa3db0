import { describe, expect, it } from 'vitest';
import { breakpointPx, deepFreeze, PORTAL_CONSTANTS } from '.';

describe('business constants (§9)', () => {
  it('§7, §9 API timeout and cache dedupe', () => {
    expect(PORTAL_CONSTANTS.api).toEqual({ timeoutMs: 3000, cacheDedupeMs: 5 * 60 * 1000 });
  });

  it('§4, §9 session thresholds, tick, confirmation, default estimate and auth timeout', () => {
    expect(PORTAL_CONSTANTS.session).toEqual({
      countdownThresholdSeconds: 120,
      autoExtendThresholdSeconds: 120,
      tickMs: 1000,
      extensionConfirmationMs: 5000,
      defaultSessionEstimateMs: 300_000,
      authRequestTimeoutMs: 3000,
    });
  });

  it('§9 copy hint, consent wait, portfolio name and currency', () => {
    expect(PORTAL_CONSTANTS.ui.copyHintMs).toBe(3000);
    expect(PORTAL_CONSTANTS.consent.waitForUpdateMs).toBe(2000);
    expect(PORTAL_CONSTANTS.portfolio.nameMaxLength).toBe(25);
    expect(PORTAL_CONSTANTS.currency).toEqual({ code: 'EUR', decimals: 2 });
  });

  it('§9 layout numbers', () => {
    const { layout } = PORTAL_CONSTANTS;
    expect(layout.modalWidthPx).toEqual({ small: 414, medium: 720, large: 840 });
    expect(layout.containerMaxWidthPx).toBe(1320);
    expect(layout.footerWidthPx).toEqual({ preLogin: 1272, postLogin: 1200 });
    expect(layout.menuColumnWidthPx).toEqual({ wide: 432, narrow: 300 });
    expect(layout.headerHeightPx).toEqual({ desktop: 64, mobile: 56, smVariant: 80 });
    expect(layout.headerMaxWidthPx).toEqual({ default: 1320, wide: 1440 });
    expect(layout.logoMaxWidthPx).toEqual({ mobile: 124, desktop: 180 });
    expect(layout.dropdownMaxWidthPx).toBe(762);
  });

  it('§9 the navigation turns desktop at lg, the footer is mobile below md, lg is wider than md', () => {
    const nav = breakpointPx(PORTAL_CONSTANTS.layout.navigationDesktopBreakpoint);
    const footer = breakpointPx(PORTAL_CONSTANTS.layout.footerMobileBreakpoint);
    expect(nav).toBe(992);
    expect(footer).toBe(768);
    const widths = Object.values(PORTAL_CONSTANTS.layout.breakpointsPx);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    // The 1320 px container only fits from the widest breakpoint on.
    expect(PORTAL_CONSTANTS.layout.breakpointsPx.xxl).toBeGreaterThan(
      PORTAL_CONSTANTS.layout.containerMaxWidthPx,
    );
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(PORTAL_CONSTANTS)).toBe(true);
    expect(Object.isFrozen(PORTAL_CONSTANTS.layout.modalWidthPx)).toBe(true);
    expect(() => {
      (PORTAL_CONSTANTS.api as { timeoutMs: number }).timeoutMs = 1;
    }).toThrow(TypeError);
    expect(PORTAL_CONSTANTS.api.timeoutMs).toBe(3000);
  });

  it('deepFreeze freezes nested arrays and objects and returns the same value', () => {
    const value = { list: [{ a: 1 }], nested: { b: { c: 2 } } };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value.list)).toBe(true);
    expect(Object.isFrozen(value.list[0])).toBe(true);
    expect(Object.isFrozen(value.nested.b)).toBe(true);
  });
});
