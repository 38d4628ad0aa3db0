import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Texts, writeTexts } from './files';
import { flatten } from './from-ts';
import { exportLanguage, ImportError, importLanguage } from './platform-file';

const texts: Texts = {
  en: {
    common: { close: 'Close', menu: 'Menu' },
    session: {
      countdown: 'You will be logged out in {{time}}.',
      extended_one: 'Extended by {{count}} minute.',
      extended_other: 'Extended by {{count}} minutes.',
    },
  },
  de: {
    common: { close: 'Schließen', menu: 'Menü' },
    session: {
      countdown: 'Sie werden in {{time}} abgemeldet.',
      extended_one: 'Um {{count}} Minute verlängert.',
      extended_other: 'Um {{count}} Minuten verlängert.',
    },
  },
  'de-CH': { common: { close: 'Schliessen' } },
};

describe('a language as one platform file', () => {
  it('exports a variant complete: its differences over its language', () => {
    const swiss = JSON.parse(exportLanguage(texts, 'de-CH'));
    expect(swiss.common).toEqual({ close: 'Schliessen', menu: 'Menü' });
    expect(swiss.session.countdown).toBe('Sie werden in {{time}} abgemeldet.');
  });

  it('imports a changed text and a changed plural form, and says what it set', () => {
    const file = JSON.parse(exportLanguage(texts, 'de'));
    file.common.menu = 'Navigation';
    file.session.extended_other = 'Um {{count}} Minuten länger.';
    const { texts: after, notes } = importLanguage(texts, 'de', JSON.stringify(file));
    expect(after.de?.common?.menu).toBe('Navigation');
    expect(after.de?.session?.extended_other).toBe('Um {{count}} Minuten länger.');
    expect(notes).toEqual(['set   de common:menu', 'set   de session:extended_other']);
  });

  it('keeps a text the file leaves out or leaves empty', () => {
    const { texts: after, notes } = importLanguage(texts, 'de', '{ "common": { "menu": "" } }');
    expect(after.de?.common).toEqual({ close: 'Schließen', menu: 'Menü' });
    expect(notes).toEqual(['kept  de common:menu: empty in the file']);
  });

  it('keeps only the differences of a variant', () => {
    const file = JSON.parse(exportLanguage(texts, 'de-CH'));
    file.common.menu = 'Menü';
    file.session.countdown = 'Sie werden in {{time}} abgemeldet!';
    const { texts: after } = importLanguage(texts, 'de-CH', JSON.stringify(file));
    // An emptied table stays in the result, so that writing removes its file.
    const kept = Object.entries(after['de-CH'] ?? {}).filter(
      ([, table]) => Object.keys(table ?? {}).length > 0,
    );
    expect(Object.fromEntries(kept)).toEqual({
      common: { close: 'Schliessen' },
      session: { countdown: 'Sie werden in {{time}} abgemeldet!' },
    });
  });

  it('refuses a file with errors as a whole, naming the language and key of each', () => {
    const bad = JSON.stringify({
      common: { clos: 'x', menu: 42 },
      session: { extended_few: 'x {{count}}', countdown: 'in {{zeit}}' },
      nope: {},
    });
    expect(() => importLanguage(texts, 'de', bad)).toThrow(ImportError);
    try {
      importLanguage(texts, 'de', bad);
    } catch (error) {
      expect((error as Error).message.split('\n')).toEqual([
        'de: nothing was written; 5 problem(s) in the file:',
        'de common:clos: no such key in the English texts',
        'de common:menu: must be a text, not number',
        'de session:extended_few: de has no plural form "few" (it has one, other)',
        'de session:countdown: {{zeit}} is not a value of this text (it has {{time}})',
        expect.stringMatching(/^de nope: not a namespace/),
      ]);
    }
    expect(() => importLanguage(texts, 'de', '{ not json')).toThrow(/the file is not JSON/);
  });

  it('writes files in the English key order and removes an emptied variant file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'texts-'));
    try {
      await writeFile(join(dir, 'x'), '');
      await writeTexts({ ...texts, de: { common: { menu: 'Menü', close: 'Schließen' } } }, dir);
      expect(await readFile(join(dir, 'de/common.json'), 'utf8')).toBe(
        '{\n  "close": "Schließen",\n  "menu": "Menü"\n}\n',
      );
      await writeTexts({ en: texts.en, 'de-CH': { common: {} } }, dir);
      await expect(readFile(join(dir, 'de-CH/common.json'), 'utf8')).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('texts in the former TypeScript format', () => {
  it('become flat tables: plurals, records and label functions', () => {
    const table = flatten(
      {
        close: 'Schließen',
        extended: { one: '{{count}} Minute', other: '{{count}} Minuten' },
        caption: { iban: 'IBAN', sortCode: 'Sort Code' },
        logoAlt: (brand: string) => `${brand} – Startseite`,
        years: (n: number) => `${n} ${n === 1 ? 'Jahr' : 'Jahre'}`,
      },
      'navMenus',
      'de',
    );
    expect(table).toEqual({
      close: 'Schließen',
      extended_one: '{{count}} Minute',
      extended_other: '{{count}} Minuten',
      caption_iban: 'IBAN',
      caption_sortCode: 'Sort Code',
      logoAlt: '{{brand}} – Startseite',
      years_one: '{{count}} Jahr',
      years_other: '{{count}} Jahre',
    });
  });

  it('takes Polish plural forms from the function for each CLDR category', () => {
    const years = (n: number) => `${n} ${n === 1 ? 'rok' : [2, 3, 4].includes(n % 10) ? 'lata' : 'lat'}`;
    expect(flatten({ years }, 'navMenus', 'pl')).toEqual({
      years_one: '{{count}} rok',
      years_few: '{{count}} lata',
      years_many: '{{count}} lat',
      years_other: '{{count}} lat',
    });
  });

  it('refuses a function it cannot express, naming it', () => {
    expect(() => flatten({ odd: (name: string) => name.toUpperCase() }, 'nav', 'de')).toThrow(
      /de nav\.odd: a function whose text does not show each parameter/,
    );
  });
});
