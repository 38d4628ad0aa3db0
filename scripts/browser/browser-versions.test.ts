import { describe, expect, it } from 'vitest';
import { BROWSER_FIX, browserProblem, majorVersionOf } from './browser-versions';

describe('the browser setup check', () => {
  it('reads the major version of Chromium and Firefox ESR', () => {
    expect(majorVersionOf('Chromium 156.0.8078.129 built on Debian GNU/Linux 12 (bookworm)')).toBe(156);
    expect(majorVersionOf('Mozilla Firefox 153.8.0esr')).toBe(153);
    expect(majorVersionOf('no version here')).toBeUndefined();
  });

  it('accepts the verified version and newer ones', () => {
    expect(browserProblem('chromium', 'Chromium 156.0.8078.129 built on Debian')).toBeUndefined();
    expect(browserProblem('firefox', 'Mozilla Firefox 160.0esr')).toBeUndefined();
  });

  it('names the installed and the verified version and the fix for an older browser', () => {
    const problem = browserProblem('firefox', 'Mozilla Firefox 140.5.0esr');
    expect(problem).toContain('Firefox ESR 140 is installed');
    expect(problem).toContain('Firefox ESR 153');
    expect(problem).toContain(BROWSER_FIX);
    expect(browserProblem('chromium', 'Chromium 150.0.7000.1 built on Debian')).toContain(
      'Chromium 150 is installed',
    );
  });

  it('names the missing browser and the fix', () => {
    const problem = browserProblem('chromium', undefined);
    expect(problem).toContain('Chromium is missing');
    expect(problem).toContain('/usr/bin/chromium');
    expect(problem).toContain(BROWSER_FIX);
  });
});
