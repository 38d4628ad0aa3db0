import { describe, expect, it } from 'vitest';
import { assetLinks, chunkAssets, type ViteManifest } from './chunk-assets';

const manifest: ViteManifest = {
  'main.tsx': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_shared.js'] },
  'pages/login/LoginPage.tsx': {
    file: 'assets/LoginPage-2.js',
    css: ['assets/LoginPage-2.css'],
    imports: ['_shared.js', '_PageHead.js'],
  },
  '_shared.js': { file: 'assets/shared-3.js' },
  '_PageHead.js': { file: 'assets/PageHead-4.js', css: ['assets/PageHead-4.css'], imports: ['_shared.js'] },
  '../core/i18n/texts/de.ts': { file: 'assets/de-5.js' },
};

describe('a prerendered page links its chunk, its static imports and their CSS (CLS 0)', () => {
  it('collects scripts and stylesheets through static imports, once each', () => {
    expect(chunkAssets(manifest, ['pages/login/LoginPage.tsx', '../core/i18n/texts/de.ts'])).toEqual({
      scripts: ['/assets/LoginPage-2.js', '/assets/shared-3.js', '/assets/PageHead-4.js', '/assets/de-5.js'],
      styles: ['/assets/LoginPage-2.css', '/assets/PageHead-4.css'],
    });
  });

  it('links the stylesheets the document lacks, and lists every script for the boot module', () => {
    const document = '<link rel="stylesheet" href="/assets/index-1.css">';
    const links = assetLinks(
      document,
      { scripts: ['/assets/shared-3.js', '/assets/a.js'], styles: ['/assets/index-1.css', '/assets/a.css'] },
      ['/assets/index-1.js', '/assets/shared-3.js'],
    );
    expect(links).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/a.css">' +
        '<meta name="portal-modulepreload" content="/assets/index-1.js /assets/shared-3.js /assets/a.js">',
    );
  });

  it('fails the build for a module the manifest does not know (a renamed page)', () => {
    expect(() => chunkAssets(manifest, ['pages/login/Gone.tsx'])).toThrow(
      'The build manifest has no pages/login/Gone.tsx',
    );
  });
});
