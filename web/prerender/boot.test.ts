import { describe, expect, it } from 'vitest';
import { bootFileName, bootModule, withBootScript } from './boot';

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

  it('the boot module waits for a frame (or 200 ms in a hidden tab), preloads the listed chunks and texts, imports the app', () => {
    const source = bootModule('/assets/index-1.js');
    expect(source).toContain('requestAnimationFrame(() => setTimeout(start, 0));');
    expect(source).toContain('setTimeout(start, 200);');
    expect(source).toContain("preload('portal-modulepreload', 'modulepreload');");
    expect(source).toContain("preload('portal-textpreload', 'preload', 'fetch');");
    expect(source).toContain('import("/assets/index-1.js")');
    expect(bootFileName(source)).toBe(bootFileName(bootModule('/assets/index-1.js')));
    expect(bootFileName(source)).not.toBe(bootFileName(bootModule('/assets/index-9.js')));
  });

  it('fails the build when index.html has no entry script to boot', () => {
    expect(() => withBootScript('<head></head>', '/assets/boot-3.js')).toThrow('no entry script');
  });
});
