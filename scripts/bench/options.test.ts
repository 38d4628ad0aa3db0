import { describe, expect, it } from 'vitest';
import { PARTS, parseOptions } from './options';

describe('npm run bench options', () => {
  it('runs every part with 5 repetitions and writes the results by default', () => {
    const options = parseOptions([]);
    expect([...options.parts]).toEqual([...PARTS]);
    expect(options).toMatchObject({ repetitions: 5, lighthouseRuns: 5, idleSeconds: 60, write: true });
  });

  it('does not overwrite the full figures from a quick or partial run unless told to', () => {
    expect(parseOptions(['--quick'])).toMatchObject({ repetitions: 1, lighthouseRuns: 1, write: false });
    expect(parseOptions(['--only', 'cli,check'])).toMatchObject({ write: false });
    expect([...parseOptions(['--only', 'cli,check']).parts]).toEqual(['cli', 'check']);
    expect(parseOptions(['--only', 'cli', '--write']).write).toBe(true);
    expect(parseOptions(['--no-write']).write).toBe(false);
  });

  it('takes the repetitions, the Lighthouse runs and the idle window', () => {
    expect(
      parseOptions(['--repetitions', '7', '--lighthouse-runs', '9', '--idle-seconds', '30']),
    ).toMatchObject({ repetitions: 7, lighthouseRuns: 9, idleSeconds: 30 });
  });

  it('refuses unknown parts, bad numbers and unknown options', () => {
    expect(() => parseOptions(['--only', 'speed'])).toThrow(/"speed" is not one of/);
    expect(() => parseOptions(['--lighthouse-runs', '0'])).toThrow(/at least 1/);
    expect(() => parseOptions(['--idle-seconds', 'x'])).toThrow(/whole number/);
    expect(() => parseOptions(['--fast'])).toThrow();
  });
});
