/**
 * Every word of the portal that `menu` and `login` print is in the `--locale` language: the parts
 * of the header by name (account menu, zones, item kinds, the logout action) and the customer's
 * state. The operator's own words (what was done, where from) stay English on stderr (decision 090).
 */
import { describe, expect, it } from 'vitest';
import { runCli, tempConfigDir } from '../test/run-cli';
import { sandboxPerFile } from '../test/sandbox';

const sandbox = sandboxPerFile();

const ENGLISH = [
  'Account menu',
  'sidebar:',
  'bottom:',
  'top:',
  '[advanced]',
  '[text]',
  '[arrow]',
  '(logout)',
  'private',
  'Actions:',
];

describe.concurrent('the portal’s words in the --locale language', () => {
  it.each([
    { locale: 'de-de', words: ['Kontomenü', 'unten:', '[erweitert]', '(Abmelden)', '(de-DE, privat)'] },
    { locale: 'fr-fr', words: ['Menu du compte', 'bas:', '[avancé]', '(Se déconnecter)', '(fr-FR, privé)'] },
    { locale: 'pl-pl', words: ['Menu konta', 'dół:', '[rozszerzony]', '(pl-PL, prywatne)'] },
  ])('menu --private --locale $locale', async ({ locale, words }) => {
    const run = await runCli(['menu', '--private', '--customer', 'company,unread=2', '--locale', locale], {
      configDir: tempConfigDir(),
    });
    expect(run.code, run.stderr).toBe(0);
    for (const word of words) expect(run.stdout).toContain(word);
    for (const word of ENGLISH) expect(run.stdout).not.toContain(word);
  });

  it('login --locale fr-fr: the customer state in French', async () => {
    const run = await runCli(['login', '--locale', 'fr-fr'], {
      configDir: tempConfigDir(),
      sandboxUrl: sandbox().url,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Dr. Erika Mustermann (Actif)');
    expect(run.stdout).not.toContain('(Active)');
  });
});
