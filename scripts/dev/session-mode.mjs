// `npm start -- --simulated-session`: local development's session simulation (spec §4): the flag
// that runs the real session rules against the sandbox (b2cEnableSessionTimerLocally, on in
// core/config's local preset, local-preset.ts) is switched off through VITE_PORTAL_FLAGS, so core bypasses the
// session checks and takes every token to live 220 s. Other flags in VITE_PORTAL_FLAGS are kept.

export const SIMULATED_SESSION_SWITCH = '--simulated-session';

/**
 * The VITE_PORTAL_FLAGS value for the dev server, or the given one unchanged without the switch.
 * @example portalFlagsFor(['--simulated-session'], undefined) // '{"b2cEnableSessionTimerLocally":false}'
 * @param {readonly string[]} argv the script's arguments
 * @param {string | undefined} current VITE_PORTAL_FLAGS as set by the user
 * @returns {string | undefined}
 */
export function portalFlagsFor(argv, current) {
  if (!argv.includes(SIMULATED_SESSION_SWITCH)) return current;
  let flags = {};
  if (current?.trim()) {
    const parsed = JSON.parse(current);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('VITE_PORTAL_FLAGS must be a JSON object.');
    flags = parsed;
  }
  return JSON.stringify({ ...flags, b2cEnableSessionTimerLocally: false });
}
