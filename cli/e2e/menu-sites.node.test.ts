/**
 * `portal-cli menu --site` (§2.4): the corporate and banking-as-a-service headers of the built CLI,
 * as core builds them for the separate sites; they need no back end.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCliOnce } from '../test/build-once';
import { jsonOf, runCli, tempConfigDir } from '../test/run-cli';

beforeAll(() => buildCliOnce(), 120_000);

const hrefs = (doc: Record<string, unknown>) =>
  (doc.navigation as Array<{ href: string }>).map((item) => item.href);

describe.concurrent('portal-cli menu --site (§2.4)', () => {
  it('shows the corporate header: its five pages and the My Account login', async () => {
    const doc = jsonOf(
      await runCli(['menu', '--site', 'corporate', '--json'], { configDir: tempConfigDir() }),
    );
    expect(doc).toMatchObject({ site: 'corporate', locale: 'en', mode: 'corporate', private: false });
    expect(hrefs(doc)).toEqual([
      '/en/corporate/about/',
      '/en/corporate/become-a-partner-bank/',
      '/en/corporate/become-a-distribution-partner/',
      '/en/corporate/press/',
      '/en/corporate/careers/',
    ]);
    expect(doc.actions).toEqual([
      expect.objectContaining({ title: 'My Account', href: '/en/login/', type: 'login' }),
    ]);
  });

  it('shows the banking-as-a-service header in text, without actions', async () => {
    const run = await runCli(['menu', '--site', 'banking-as-a-service'], { configDir: tempConfigDir() });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('(en, banking-as-a-service site)');
    for (const path of ['/banking-as-a-service/', '/cash-solutions/', '/about-us/', '/careers/', '/press/'])
      expect(run.stdout).toContain(`  ${path}`);
    expect(run.stdout).not.toContain('Actions:');
  });

  it('refuses what does not apply to a separate site: another language, a private menu, an unknown site', async () => {
    const configDir = tempConfigDir();
    const locale = await runCli(['menu', '--site', 'corporate', '--locale', 'de-de'], { configDir });
    expect(locale.code).toBe(2);
    expect(locale.stderr).toContain('English only');
    const privateMenu = await runCli(['menu', '--site', 'banking-as-a-service', '--private'], { configDir });
    expect(privateMenu.code).toBe(2);
    expect(privateMenu.stderr).toContain('no private menu');
    expect((await runCli(['menu', '--site', 'press'], { configDir })).code).toBe(2);
    expect(
      (await runCli(['menu', '--site', 'corporate', '--locale', 'en', '--json'], { configDir })).code,
    ).toBe(0);
  });
});
