import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTickIn, type PlanInputs, planSession, secondsShown } from '.';

const base: PlanInputs = {
  now: 0,
  tokenEnd: 300_000,
  refreshEnd: 1_800_000,
  sessionStartedAt: 0,
  hasRefreshToken: true,
  lastActivityAt: 0,
  idleTimeoutMs: 300_000,
  maxSessionMs: undefined,
  thresholdMs: 120_000,
  mobileWebview: false,
  stopRefreshingNearMaxSession: false,
  tokenCapped: false,
  autoRefreshTried: false,
};

describe('session deadlines (§4, design §6)', () => {
  it('ends at the idle end and shows the countdown 120 s before it', () => {
    const plan = planSession({ ...base, lastActivityAt: 100_000 });
    expect(plan).toMatchObject({ idleEnd: 400_000, sessionEnd: 400_000, countdownFrom: 280_000 });
  });

  it('§4: refreshes the token at 120 s of its life when the session will outlive it', () => {
    expect(planSession({ ...base, lastActivityAt: 60_000 }).refreshAt).toBe(180_000);
  });

  it('does not refresh a token the idle session ends before anyway', () => {
    expect(planSession({ ...base, lastActivityAt: 0 }).refreshAt).toBeUndefined();
  });

  it('takes the maximum-session end from the refresh token and from a configured maximum, whichever is first', () => {
    expect(planSession({ ...base, refreshEnd: 500_000 }).maxEnd).toBe(500_000);
    expect(planSession({ ...base, maxSessionMs: 400_000, sessionStartedAt: 50_000 }).maxEnd).toBe(450_000);
    expect(planSession({ ...base, refreshEnd: null }).maxEnd).toBe(Number.POSITIVE_INFINITY);
  });

  it('§4 stop-refreshing flag: with 120 s or less of the whole session left, nothing extends it', () => {
    const nearMax = {
      ...base,
      now: 200_000,
      lastActivityAt: 200_000,
      tokenEnd: 300_000,
      refreshEnd: 320_000,
    };
    expect(planSession(nearMax)).toMatchObject({ extendable: true, refreshAt: 180_000 });
    const stopped = planSession({ ...nearMax, stopRefreshingNearMaxSession: true });
    expect(stopped).toMatchObject({ extendable: false, refreshAt: undefined, sessionEnd: 300_000 });
    const earlier = planSession({ ...nearMax, now: 199_000, stopRefreshingNearMaxSession: true });
    expect(earlier.extendable).toBe(true);
  });

  it('ends at the token end when the token will not be refreshed', () => {
    expect(planSession({ ...base, lastActivityAt: 200_000, autoRefreshTried: true }).sessionEnd).toBe(
      300_000,
    );
    expect(planSession({ ...base, lastActivityAt: 200_000, hasRefreshToken: false }).sessionEnd).toBe(
      300_000,
    );
    expect(planSession({ ...base, lastActivityAt: 200_000, tokenCapped: true })).toMatchObject({
      sessionEnd: 300_000,
      extendable: false,
    });
  });

  it('§4 mobile webview: no idle end, no countdown; the token life bounds the session', () => {
    const plan = planSession({ ...base, mobileWebview: true, lastActivityAt: -1_000_000 });
    expect(plan).toMatchObject({
      idleEnd: Number.POSITIVE_INFINITY,
      countdownFrom: undefined,
      refreshAt: 180_000,
    });
  });

  it('never plans a session past any of its ends', () => {
    fc.assert(
      fc.property(
        fc.record({
          tokenEnd: fc.integer({ min: 0, max: 10_000_000 }),
          refreshEnd: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
          lastActivityAt: fc.integer({ min: 0, max: 10_000_000 }),
          stopRefreshingNearMaxSession: fc.boolean(),
          autoRefreshTried: fc.boolean(),
          tokenCapped: fc.boolean(),
        }),
        (inputs) => {
          const plan = planSession({ ...base, ...inputs });
          expect(plan.sessionEnd).toBeLessThanOrEqual(plan.idleEnd);
          expect(plan.sessionEnd).toBeLessThanOrEqual(plan.maxEnd);
          if (plan.refreshAt === undefined) expect(plan.sessionEnd).toBeLessThanOrEqual(plan.tokenEnd);
          else expect(plan.refreshAt).toBe(plan.tokenEnd - 120_000);
        },
      ),
    );
  });
});

describe('the countdown tick (§9: 1 s)', () => {
  it('aligns to the whole seconds before the end', () => {
    expect(nextTickIn(120_000)).toBe(1000);
    expect(nextTickIn(119_500)).toBe(500);
    expect(nextTickIn(1)).toBe(1);
    expect(secondsShown(119_500)).toBe(120);
    expect(secondsShown(119_000)).toBe(119);
    expect(secondsShown(-5)).toBe(0);
  });

  it('always lands exactly on a whole second of time left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (msLeft) => {
        const tick = nextTickIn(msLeft);
        expect(tick).toBeGreaterThan(0);
        expect(tick).toBeLessThanOrEqual(1000);
        expect((msLeft - tick) % 1000).toBe(0);
      }),
    );
  });
});
