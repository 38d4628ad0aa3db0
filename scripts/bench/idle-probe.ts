/**
 * The script figure 4 puts into the page before any of the portal's own code runs
 * (`evaluateOnNewDocument`): it counts timer wake-ups and React commits while told to.
 *
 * - Timers: setTimeout, setInterval, requestAnimationFrame and requestIdleCallback are wrapped, and
 *   each callback that runs while counting is a wake-up, keyed by kind and delay, with the line
 *   that scheduled it (minified; the bench maps it back to the source).
 * - React commits: React (production builds too) reports every commit to the DevTools hook when
 *   one is installed, so a stub `__REACT_DEVTOOLS_GLOBAL_HOOK__` with an `onCommitFiberRoot`
 *   counter sees every re-render that reaches the screen. `everCommitted` proves the stub was
 *   picked up (and `everWoken` the timer wrappers): a count of 0 from a probe the page never used
 *   would prove nothing.
 *
 * Plain JavaScript in a string: it runs in the page, not in Node.
 */

export interface IdleReadout {
  readonly counting: boolean;
  /** Timer callbacks run while counting, by "kind delay", e.g. "setTimeout 1000ms". */
  readonly wakeups: Readonly<Record<string, number>>;
  /** Timer callbacks run while counting, by the stack line that scheduled them. */
  readonly sites: Readonly<Record<string, number>>;
  readonly commits: number;
  /** Commits since the page loaded (the hook works). */
  readonly everCommitted: number;
  /** Timer callbacks since the page loaded (the wrappers work). */
  readonly everWoken: number;
  readonly renderers: number;
}

export const IDLE_PROBE_SCRIPT = `(() => {
  if (window.__benchIdle) return;
  const state = { counting: false, wakeups: {}, sites: {}, commits: 0, everCommitted: 0, everWoken: 0, renderers: 0 };
  const bump = (table, key) => { table[key] = (table[key] || 0) + 1; };
  const caller = () => {
    const lines = String(new Error().stack || '').split('\\n');
    return (lines[3] || '').trim();
  };
  const wrap = (name, delayOf) => {
    const original = window[name];
    if (typeof original !== 'function') return;
    window[name] = function (callback, ...rest) {
      if (typeof callback !== 'function') return original.call(window, callback, ...rest);
      const key = name + (delayOf ? ' ' + Math.round(Number(delayOf(rest)) || 0) + 'ms' : '');
      const site = caller();
      const wrapped = function (...args) {
        state.everWoken++;
        if (state.counting) { bump(state.wakeups, key); bump(state.sites, site); }
        return callback.apply(this, args);
      };
      return original.call(window, wrapped, ...rest);
    };
  };
  wrap('setTimeout', (rest) => rest[0]);
  wrap('setInterval', (rest) => rest[0]);
  wrap('requestAnimationFrame', null);
  wrap('requestIdleCallback', null);
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) { const id = renderers.size + 1; renderers.set(id, renderer); state.renderers = renderers.size; return id; },
    onCommitFiberRoot() { state.everCommitted++; if (state.counting) state.commits++; },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };
  window.__benchIdle = {
    start() { state.counting = true; state.wakeups = {}; state.sites = {}; state.commits = 0; },
    stop() { state.counting = false; },
    read() { return JSON.parse(JSON.stringify(state)); },
  };
})();`;
