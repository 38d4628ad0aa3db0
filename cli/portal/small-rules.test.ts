/** The CLI's own small helpers: login page URL, customer facts, redaction, time, colour. */
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../fixtures';
import { EXIT_CODE_TABLE } from '../exit-codes';
import { clock, redactTokens } from '../output/format';
import { prepareInkColour } from '../output/ink-colour';
import { createOutput } from '../output/output';
import { colorEnabled } from '../output/style';
import { DEMO_PERSONA_EMAIL } from '../sandbox/demo-persona';
import { parseCustomerFacts } from './customer-facts';
import { loginPageUrl } from './login-page';

describe('the login page a login starts from (§2.1)', () => {
  it('carries product, deep link and the open-banking flow as the portal reads them', () => {
    expect(
      loginPageUrl('http://127.0.0.1:4010', 'de-DE', { product: 'dwm', deepLink: '/de-de/postbox/messages' }),
    ).toBe('http://127.0.0.1:4010/de-de/login/?product=dwm&obs-deepLink=%2Fde-de%2Fpostbox%2Fmessages');
    expect(loginPageUrl('https://www.bank.example', 'en-GB', { openBanking: 'piis' })).toBe(
      'https://www.bank.example/en-gb/open-banking/login/?is_piis=true',
    );
    expect(loginPageUrl('https://www.bank.example', 'en-GB', { openBanking: 'ais' })).toBe(
      'https://www.bank.example/en-gb/open-banking/login/',
    );
  });
});

describe('--customer facts (§6 customer kinds)', () => {
  it('reads company, pending, distributor, unread and access', () => {
    const facts = parseCustomerFacts(
      'company, pending,distributor=DIST-NORTHBANK,unread=3,access=HAS_OVERNIGHT_DEPOSIT_ACCOUNT',
    );
    expect(facts.customer).toMatchObject({
      isCompanyCustomer: true,
      isPendingActivation: true,
      distributorId: 'DIST-NORTHBANK',
      unreadMessages: 3,
    });
    expect(facts.access).toMatchObject({
      HAS_OVERNIGHT_DEPOSIT_ACCOUNT: true,
      HAS_FIXED_DEPOSIT_ACCOUNT: false,
      term_product_access: false,
    });
    expect(parseCustomerFacts('').access.HAS_FIXED_DEPOSIT_ACCOUNT).toBe(true);
    expect(() => parseCustomerFacts('unread=lots')).toThrow('"unread=lots" is not a customer fact');
    expect(() => parseCustomerFacts('access=HAS_EVERYTHING')).toThrow('access=HAS_EVERYTHING');
  });
});

describe('output rules (security.md 7, design §6)', () => {
  it('never prints a token carried in a URL unless asked', () => {
    expect(redactTokens('/de-de/open-banking/payout/#access_token=eyJ.a.b&x=1')).toBe(
      '/de-de/open-banking/payout/#access_token=[redacted]&x=1',
    );
  });

  it('colour only on a terminal, without NO_COLOR, --no-color, FORCE_COLOR=0 or TERM=dumb', () => {
    expect(colorEnabled({ isTTY: true, env: {}, colorOption: true })).toBe(true);
    expect(colorEnabled({ isTTY: false, env: {}, colorOption: true })).toBe(false);
    expect(colorEnabled({ isTTY: true, env: { NO_COLOR: '1' }, colorOption: true })).toBe(false);
    expect(colorEnabled({ isTTY: true, env: { NO_COLOR: '' }, colorOption: true })).toBe(true);
    expect(colorEnabled({ isTTY: true, env: {}, colorOption: false })).toBe(false);
    expect(colorEnabled({ isTTY: true, env: { TERM: 'dumb' }, colorOption: true })).toBe(false);
    expect(colorEnabled({ isTTY: true, env: { FORCE_COLOR: '0' }, colorOption: true })).toBe(false);
    expect(colorEnabled({ isTTY: true, env: { FORCE_COLOR: 'false' }, colorOption: true })).toBe(false);
  });

  it('FORCE_COLOR turns colour on into a pipe, over NO_COLOR and TERM=dumb; --no-color still wins', () => {
    expect(colorEnabled({ isTTY: false, env: { FORCE_COLOR: '1' }, colorOption: true })).toBe(true);
    expect(colorEnabled({ isTTY: false, env: { FORCE_COLOR: '3' }, colorOption: true })).toBe(true);
    expect(colorEnabled({ isTTY: false, env: { FORCE_COLOR: '1', NO_COLOR: '1' }, colorOption: true })).toBe(
      true,
    );
    expect(colorEnabled({ isTTY: true, env: { FORCE_COLOR: '1', TERM: 'dumb' }, colorOption: true })).toBe(
      true,
    );
    expect(colorEnabled({ isTTY: true, env: { FORCE_COLOR: '1' }, colorOption: false })).toBe(false);
    expect(colorEnabled({ isTTY: false, env: { FORCE_COLOR: '' }, colorOption: true })).toBe(false);
  });

  it('Ink (chalk) gets the same decision, set before it loads', () => {
    const env: NodeJS.ProcessEnv = { FORCE_COLOR: '1', NO_COLOR: '1' };
    prepareInkColour(false, env);
    expect(env.FORCE_COLOR).toBe('0');
    const forced: NodeJS.ProcessEnv = { FORCE_COLOR: '2' };
    prepareInkColour(true, forced);
    expect(forced.FORCE_COLOR).toBe('2');
  });

  it('with --json, stdout gets exactly one document; lines and warnings go to stderr', () => {
    const out: string[] = [];
    const err: string[] = [];
    const output = createOutput({
      stdout: { write: (text) => out.push(text) > 0, isTTY: true },
      stderr: { write: (text) => err.push(text) > 0 },
      env: {},
      json: true,
      color: true,
    });
    output.line('a line');
    output.warn('careful');
    output.document({ ok: true });
    output.document({ ok: false });
    expect(JSON.parse(out.join(''))).toEqual({ ok: true });
    expect(err.join('')).toBe('a line\nwarning: careful\n');
    expect(output.interactive).toBe(false);
  });

  it('clock-style durations', () => {
    expect([clock(299.4), clock(3723), clock(-5)]).toEqual(['4:59', '1:02:03', '-0:05']);
  });
});

describe('fixed facts the CLI relies on', () => {
  it('the demo persona of the sandbox is the one login uses without --email', () => {
    expect(PERSONAS.find((persona) => persona.id === 'demo')?.email).toBe(DEMO_PERSONA_EMAIL);
  });

  it('the exit-code table is complete and each code means one thing', () => {
    expect(EXIT_CODE_TABLE.map((row) => row.code)).toEqual([0, 1, 2, 3, 4, 5, 130]);
  });
});
