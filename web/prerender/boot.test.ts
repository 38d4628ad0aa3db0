import { describe, expect, it, vi } from 'vitest';
import { bootFileName, bootModule, PRELOADS_PER_TASK, withBootScript } from './boot';

const INDEX = [
  '<head><script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shared-2.js">',
  '</head>',
].join('\n');

describe('a prerendered page starts its script after its first paint (LCP)', () => {
  it('links the boot module instead of the entry, and no script preload before the paint', () => {
    const { html, entryPath } = withBootScript(INDEX, '/assets/boot-3.js');
    expect(entryPath).toBe('/assets/index-1.js');
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-3.js"></script>');
    expect(html).not.toContain('index-1.js');
    expect(html).not.toContain('modulepreload');
  });

  it('the boot module waits for a frame (or 200 ms in a hidden tab), then preloads the listed chunks and texts a few a task, and imports the app', () => {
    vi.useFakeTimers();
    try {
      document.head.innerHTML = [
        '<meta name="portal-modulepreload" content="/assets/index-1.js /assets/a.js /assets/b.js /assets/c.js /assets/d.js">',
        '<meta name="portal-textpreload" content="/texts/de/x.json /texts/de/y.json">',
      ].join('');
      const imported: string[] = [];
      let frame: (() => void) | undefined;
      const source = bootModule('/assets/index-1.js').replace(/import\((.+)\);/, 'imported.push($1);');
      new Function('imported', 'requestAnimationFrame', source)(imported, (callback: () => void) => {
        frame = callback;
      });
      const links = () =>
        [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
      expect(links()).toEqual([]);

      frame?.();
      vi.advanceTimersToNextTimer();
      expect(imported).toEqual(['/assets/index-1.js']);
      expect(links()).toHaveLength(PRELOADS_PER_TASK);
      vi.runAllTimers();
      expect(links()).toEqual([
        'modulepreload /assets/index-1.js',
        'modulepreload /assets/a.js',
        'modulepreload /assets/b.js',
        'modulepreload /assets/c.js',
        'modulepreload /assets/d.js',
        'preload /texts/de/x.json',
        'preload /texts/de/y.json',
      ]);
      expect(imported).toEqual(['/assets/index-1.js']);
    } finally {
      vi.useRealTimers();
      document.head.innerHTML = '';
    }
  });

  it('a hidden tab, which gets no frame, starts after 200 ms', () => {
    vi.useFakeTimers();
    try {
      const imported: string[] = [];
      const source = bootModule('/assets/index-1.js').replace(/import\((.+)\);/, 'imported.push($1);');
      new Function('imported', 'requestAnimationFrame', source)(imported, () => {});
      vi.advanceTimersByTime(199);
      expect(imported).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(imported).toEqual(['/assets/index-1.js']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the boot module is named by its content', () => {
    const source = bootModule('/assets/index-1.js');
    expect(bootFileName(source)).toBe(bootFileName(bootModule('/assets/index-1.js')));
    expect(bootFileName(source)).not.toBe(bootFileName(bootModule('/assets/index-9.js')));
  });

  it('fails the build when index.html has no entry script to boot', () => {
    expect(() => withBootScript('<head></head>', '/assets/boot-3.js')).toThrow('no entry script');
  });
});
