/** `portal-cli menu --json` lists the §7 navigation taps each header link pushes (decision 104). */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCliOnce } from '../test/build-once';
import { jsonOf, runCli, tempConfigDir } from '../test/run-cli';

beforeAll(() => buildCliOnce(), 120_000);

describe('portal-cli menu: navigation taps (§7)', () => {
  it('--json carries one navigation-tapped event per link, with target, id and area', async () => {
    const run = await runCli(['menu', '--locale', 'de-de', '--json'], { configDir: tempConfigDir() });
    expect(run.code).toBe(0);
    const doc = jsonOf(run) as unknown as {
      analytics: Array<{ event: string; object: string; id: string; area: string }>;
      actions: Array<{ href: string }>;
    };
    expect(doc.analytics.length).toBeGreaterThan(5);
    expect(new Set(doc.analytics.map((tap) => tap.event))).toEqual(new Set(['navigation-tapped']));
    expect(doc.analytics[0]).toMatchObject({ id: 'logo', area: 'logo' });
    expect(doc.analytics.filter((tap) => tap.area === 'action').map((tap) => tap.object)).toEqual(
      doc.actions.map((action) => action.href),
    );
  });
});
