/**
 * The built CLI against the real sandbox: `products`
 * shows the session customer's product states in the --locale language, and `redirect` shows and
 * completes the customer redirect (§2.2) of the personas that have one, with the exit codes of
 * exit-code-for.ts.
 */
import { describe, expect, it } from 'vitest';
import { jsonOf, type RunOptions, runCli, tempConfigDir } from '../test/run-cli';
import { sandboxPerFile } from '../test/sandbox';

const sandbox = sandboxPerFile();

const fresh = (): RunOptions => ({ configDir: tempConfigDir(), sandboxUrl: sandbox().url });
/** Intl's amounts carry no-break spaces; the assertions are written with plain ones. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

async function loginAs(email: string, options: RunOptions, locale = 'de-de') {
  const run = await runCli(['login', '--email', email, '--locale', locale], {
    ...options,
    env: { PORTAL_PASSWORD: 'sandbox-password-1' },
  });
  expect(run.code, run.stderr).toBe(0);
}

interface ProductsDocument {
  locale: string;
  customerNumber: string;
  products: Array<{
    id: string;
    stateText: string;
    managedPortfolio: boolean;
    managedPortfolioText: string | null;
    rejectedOrders: Array<{ id: string; reasons: string[] }>;
    blockers: string[];
    lines: Array<{ kind: string; tone: string; toneText: string; text: string }>;
  }>;
}

describe.concurrent('portal-cli products (§4, §8)', () => {
  it("shows each product's state, marking, savings plan, orders, rejection and blocker in the session's language", async () => {
    const options = fresh();
    await loginAs('demo@sandbox.local', options);
    const run = await runCli(['products'], options);
    expect(run.code).toBe(0);
    const text = plain(run.stdout);
    expect(text).toContain('Products of customer 0047110001 on local (DEU), de-DE: 3 product instances');
    expect(text).toMatch(
      /Vermögensverwaltung ausgewogen {2}pi-demo-000001 {2}DWM50 {2}Aktiv {2}\[Vermögensverwaltung\]/,
    );
    expect(text).toContain('✓ Erledigt: Sparplan: Aktiv, 100,00 € monatlich');
    expect(text).toContain('… Ausstehend: Kauf 345,67 €: In Bearbeitung (Zahlung: Bezahlt)');
    expect(text).toContain(
      '! Bitte beachten: Teilverkauf 50.000,00 €: Abgelehnt. Grund: Der Betrag ist höher als das verbleibende Guthaben im Portfolio.',
    );
    expect(text).toContain(
      '! Bitte beachten: Neue Aufträge sind derzeit nicht möglich, weil noch ein Auftrag in Bearbeitung ist.',
    );
    // ROBO70 is no managed portfolio (§4): no tag on its line.
    expect(text).toMatch(/Robo-Portfolio 70 {2}pi-demo-000002 {2}ROBO70 {2}Aktiv\n/);
  });

  it('--json --locale fr-fr: one document with the codes and the French words', async () => {
    const options = fresh();
    await loginAs('demo@sandbox.local', options);
    const run = await runCli(['products', '--json', '--locale', 'fr-fr'], options);
    expect(run.code).toBe(0);
    const doc = jsonOf(run) as unknown as ProductsDocument;
    expect(doc).toMatchObject({ locale: 'fr-FR', customerNumber: '0047110001' });
    const [managed, robo] = doc.products;
    expect(managed).toMatchObject({
      id: 'pi-demo-000001',
      stateText: 'Actif',
      managedPortfolio: true,
      managedPortfolioText: 'Gestion sous mandat',
      rejectedOrders: [{ id: 'ord-demo-0002', reasons: ['higherThanLeftOver'] }],
      blockers: ['has_orders_in_progress'],
      // Money as decimal strings in the major unit, with the currency (cli/README.md).
      savingsPlan: { amount: '100.00', currency: 'EUR' },
      ordersInProgress: [{ amount: '345.67', currency: 'EUR' }],
    });
    expect(managed!.lines.map((line) => [line.kind, line.tone, line.toneText])).toEqual([
      ['savingsPlan', 'done', 'Terminé'],
      ['orderInProgress', 'pending', 'En attente'],
      ['rejectedOrder', 'problem', 'À vérifier'],
      ['blocker', 'problem', 'À vérifier'],
    ]);
    expect(plain(managed!.lines[1]!.text)).toBe('Achat 345,67 €: En cours (Paiement: Payé)');
    expect(robo).toMatchObject({ managedPortfolio: false, managedPortfolioText: null });
  });

  it('without a session: exit 3 NOT_LOGGED_IN', async () => {
    const run = await runCli(['products', '--json'], fresh());
    expect(run.code).toBe(3);
    expect(jsonOf(run)).toMatchObject({ ok: false, error: { code: 'NOT_LOGGED_IN' } });
  });
});

describe.concurrent('portal-cli redirect (§2.2)', () => {
  it('data validity: shows the cdvc redirect, refuses other options (exit 2), --confirm completes it', async () => {
    const options = fresh();
    await loginAs('expired@sandbox.local', options);
    const shown = await runCli(['redirect'], options);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('Customer redirect due: dataValidity  /de-de/cdvc/  (Angaben bestätigen)');
    expect(shown.stdout).toContain('Complete it with   portal-cli redirect --confirm');

    const wrong = await runCli(['redirect', '--iban', 'DE89370400440532013000', '--json'], options);
    expect(wrong.code).toBe(2);
    expect(jsonOf(wrong)).toMatchObject({ error: { code: 'REDIRECT_NOT_DUE' } });

    const done = await runCli(['redirect', '--confirm', '--json'], options);
    expect(done.code).toBe(0);
    expect(jsonOf(done)).toMatchObject({
      completed: { reason: 'dataValidity', message: 'Vielen Dank. Ihre Angaben sind bestätigt.' },
      due: null,
      recorded: { dataValidity: 'VALID' },
    });

    // Nothing is due any more: a second confirmation is refused, and the login goes to the overview.
    expect((await runCli(['redirect', '--confirm'], options)).code).toBe(2);
    expect(jsonOf(await runCli(['redirect', '--json'], options))).toMatchObject({ due: null });
  });

  it('reference account: an invalid IBAN is refused with the portal’s words (exit 2); a valid one completes it', async () => {
    const options = fresh();
    await loginAs('no-iban@sandbox.local', options, 'en-gb');
    const shown = jsonOf(await runCli(['redirect', '--json'], options));
    expect(shown).toMatchObject({
      due: { reason: 'referenceAccount', path: '/en-gb/reference-account/initial/' },
      recorded: { referenceAccountIban: null },
      completeWith: '--iban <IBAN> [--holder <name>]',
    });
    const refused = await runCli(['redirect', '--iban', 'DE89 3704 0044 0532 0130 01'], options);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is refused: "Please enter a valid IBAN." (invalidIban)');

    const done = await runCli(
      ['redirect', '--iban', 'de89 3704 0044 0532 0130 00', '--holder', 'Max Schulz', '--json'],
      options,
    );
    expect(done.code).toBe(0);
    expect(jsonOf(done)).toMatchObject({
      completed: {
        reason: 'referenceAccount',
        answer: { iban: 'DE89370400440532013000', accountHolder: 'Max Schulz' },
      },
      due: null,
    });
  });

  it('financial information (UK): lists the choices in the portal’s words and pounds; both codes complete it', async () => {
    const options = fresh();
    await loginAs('uk.funds@sandbox.local', options, 'en-gb');
    const shown = await runCli(['redirect'], options);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(
      'Customer redirect due: financialInformation  /en-gb/update-financial-information/',
    );
    expect(shown.stdout).toMatch(/INHERITANCE\s+Inheritance or gift/);
    expect(shown.stdout).toMatch(/INCOME_25K_50K\s+£25,000 to £50,000/);

    const missing = await runCli(['redirect', '--origin', 'salary'], options);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--income is missing.');

    const done = await runCli(['redirect', '--origin', 'salary', '--income', 'income_25k_50k'], options);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('Completed financialInformation');
    expect(done.stdout).toContain('Thank you. Your financial information is saved.');
    expect(done.stdout).toContain('No customer redirect is due');
    expect(done.stdout).toContain('SALARY, annual income INCOME_25K_50K');
  });

  it('options of two redirects at once are a usage error before anything is loaded', async () => {
    const run = await runCli(['redirect', '--confirm', '--origin', 'SALARY', '--json'], fresh());
    expect(run.code).toBe(2);
    expect(jsonOf(run)).toMatchObject({ error: { code: 'USAGE' } });
  });
});
