/**
 * Text from the server cannot steer the operator's terminal: a customer whose name carries escape
 * sequences (clipboard write, clear screen, a window title), a C1 control and a bidirectional
 * override is printed with those shown as visible escapes, in text and in `--json`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS, type RunningSandbox, startSandbox } from '../../fixtures';
import { buildCliOnce } from '../test/build-once';
import { jsonOf, runCli, tempConfigDir } from '../test/run-cli';

const HOSTILE_FIRST = 'Eve\u001b]52;c;cm0gLXJmIH4=\u0007\u001b]0;pwned\u0007';
const HOSTILE_LAST = 'Mallory\u001b[2J\u001b[H\u009b31m\u202eevil';

let sandbox: RunningSandbox;

beforeAll(async () => {
  // The demo persona, renamed wherever the customer's name is carried.
  const personas = PERSONAS.map((persona) => {
    if (persona.id !== 'demo') return persona;
    const names = { firstName: HOSTILE_FIRST, lastName: HOSTILE_LAST };
    const { customer } = persona;
    const embedded = customer._embedded;
    return {
      ...persona,
      customer: {
        ...customer,
        ...names,
        fullName: `${HOSTILE_FIRST} ${HOSTILE_LAST}`,
        ...(embedded
          ? {
              _embedded: {
                ...embedded,
                persons: embedded.persons?.map((person) => ({ ...person, ...names })),
              },
            }
          : {}),
      },
    };
  });
  [sandbox] = await Promise.all([
    startSandbox({ port: 0, personas, config: { captchaMaxNumber: 1000 } }),
    buildCliOnce(),
  ]);
}, 120_000);
afterAll(() => sandbox?.close());

/** Raw controls a terminal would act on: ESC, BEL, CSI in C1, and the right-to-left override. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const RAW_CONTROLS = /[\u0007\u009b\u202e]|\u001b(?!\[(?:1|2|22|31|32|33|36|39)m)/;

describe('a hostile customer name (terminal control characters)', () => {
  it('is printed with its controls made visible, never raw', async () => {
    const options = { configDir: tempConfigDir(), sandboxUrl: sandbox.url, env: { FORCE_COLOR: '1' } };
    const run = await runCli(['login', '--locale', 'en-gb'], options);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Eve\\x1b]52;c;cm0gLXJmIH4=\\x07');
    expect(run.stdout).toContain('Mallory\\x1b[2J\\x1b[H\\x9b31m\\u202eevil');
    expect(`${run.stdout}${run.stderr}`).not.toMatch(RAW_CONTROLS);
  });

  it('--json carries the name exactly, with every control escaped', async () => {
    const run = await runCli(['login', '--locale', 'en-gb', '--json'], {
      configDir: tempConfigDir(),
      sandboxUrl: sandbox.url,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).not.toMatch(RAW_CONTROLS);
    const doc = jsonOf(run) as unknown as { customer: { fullName: string } };
    expect(doc.customer.fullName).toContain(HOSTILE_LAST);
  });
});
