// The switches of `npm start` (scripts/start.mjs), for trying the portal's modes locally:
//
//   --simulated-session    local development's session simulation (spec §4): the flag that runs the
//                          real session rules against the sandbox (b2cEnableSessionTimerLocally, on in
//                          core/config's local preset) is switched off, so core bypasses the session
//                          checks and takes every token to live 220 s.
//   --flag NAME[=false]    a feature flag on (or off) for this run, e.g. --flag captchaV2; repeatable.
//   --scenario NAME|FILE   a sandbox scenario: a name in fixtures/scenarios/ (short-session, …) or a file.
//
// Flags go to the web portal through VITE_PORTAL_FLAGS; the flags already in it are kept.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SIMULATED_SESSION_SWITCH = '--simulated-session';

const SCENARIOS = fileURLToPath(new URL('../../fixtures/scenarios/', import.meta.url));

export const START_USAGE = [
  'npm start [-- switches]',
  '  --simulated-session    the local 220 s token, session checks bypassed (spec §4)',
  '  --flag NAME[=false]    switch a feature flag on (or off), e.g. --flag captchaV2; repeatable',
  '  --scenario NAME|FILE   a sandbox scenario, e.g. --scenario short-session (fixtures/scenarios/)',
].join('\n');

/**
 * What the switches ask for.
 * @example readStartSwitches(['--flag', 'captchaV2', '--scenario', 'short-session'])
 * // { flags: { captchaV2: true }, scenario: '…/fixtures/scenarios/short-session.json' }
 * @param {readonly string[]} argv the script's arguments
 * @returns {{ flags: Record<string, boolean>, scenario: string | undefined }}
 * @throws Error naming the switch that is not understood
 */
export function readStartSwitches(argv) {
  /** @type {Record<string, boolean>} */
  const flags = {};
  let scenario;
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next.startsWith('--'))
        throw new Error(`${name} needs a value.\n${START_USAGE}`);
      return next;
    };
    if (name === SIMULATED_SESSION_SWITCH && inline === undefined) flags.b2cEnableSessionTimerLocally = false;
    else if (name === '--flag') {
      const [flag, state = 'true'] = value().split('=');
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(flag) || !['true', 'false'].includes(state))
        throw new Error(`--flag takes NAME or NAME=false, not "${flag}=${state}".\n${START_USAGE}`);
      flags[flag] = state === 'true';
    } else if (name === '--scenario') {
      const wanted = value();
      const named = `${SCENARIOS}${wanted}.json`;
      scenario = existsSync(named) ? named : wanted;
      if (!existsSync(scenario))
        throw new Error(`--scenario: no scenario "${wanted}" (fixtures/scenarios/ or a file).`);
    } else throw new Error(`Unknown switch ${argv[i]}.\n${START_USAGE}`);
  }
  return { flags, scenario };
}

/**
 * The VITE_PORTAL_FLAGS value for the dev server: the switches' flags over the given ones, or the
 * given value unchanged when no switch names a flag.
 * @example portalFlagsFor(['--simulated-session'], undefined) // '{"b2cEnableSessionTimerLocally":false}'
 * @param {readonly string[]} argv the script's arguments
 * @param {string | undefined} current VITE_PORTAL_FLAGS as set by the user
 * @returns {string | undefined}
 */
export function portalFlagsFor(argv, current) {
  const { flags: switched } = readStartSwitches(argv);
  if (Object.keys(switched).length === 0) return current;
  let flags = {};
  if (current?.trim()) {
    const parsed = JSON.parse(current);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('VITE_PORTAL_FLAGS must be a JSON object.');
    flags = parsed;
  }
  return JSON.stringify({ ...flags, ...switched });
}
