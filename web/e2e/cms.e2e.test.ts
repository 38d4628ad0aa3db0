/**
 * Hostile CMS content (security.md 2–4, §2.6 footer): the sandbox's real footer answer with the
 * disclaimer and links replaced on the way to the browser (the harness proxy's `rewrite`). The
 * disclaimer's HTML runs no script and keeps no active content; links with a javascript:, data: or
 * vbscript: target, however disguised, are not rendered as links; CMS text stays text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setupBrowserTests } from './support/browser';
import { open } from './support/portal';

const env = setupBrowserTests();

const MARK = 'Hostile-CMS-marker';
const HOSTILE_DISCLAIMER = [
  `<p>${MARK}: deposits are protected.`,
  '<img src="/x.png" onerror="window.__pwned = \'img\'">',
  '<script>window.__pwned = "script"</script>',
  '<a href="javascript:window.__pwned=\'href\'" id="js-link">javascript link</a>',
  '<a href="https://example.com/terms" target="_blank">terms</a>',
  '<svg><script>window.__pwned = "svg"</script><a xlink:href="javascript:alert(1)">svg</a></svg>',
  '<math><mi xlink:href="javascript:alert(1)">math</mi></math>',
  '<iframe src="javascript:window.parent.__pwned=\'iframe\'"></iframe>',
  '<form action="https://evil.example"><button formaction="javascript:alert(1)">send</button></form>',
  '<style>body { display: none }</style>',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<p onmouseover="window.__pwned=\'handler\'" style="background:url(javascript:alert(1))">hover</p>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=\'mxss\'>"></p></noscript>',
  '</p>',
].join('');

const HOSTILE_HREFS = [
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
];

function hostile(body: string): string {
  const footer = JSON.parse(body) as Record<string, unknown> & {
    footer_links: Array<{ heading: string; link: Array<{ title: string; href: string }> }>;
    legal_links: Array<{ title: string; href: string }>;
  };
  footer.disclaimer = HOSTILE_DISCLAIMER;
  footer.footer_links[0]!.link.push(
    ...HOSTILE_HREFS.map((href, index) => ({
      title: `<img src=x onerror=alert(${index})> link ${index}`,
      href,
    })),
  );
  footer.legal_links.push(...HOSTILE_HREFS.map((href, index) => ({ title: `legal ${index}`, href })));
  return JSON.stringify(footer);
}

let stopRewrite: (() => void) | undefined;
afterEach(() => stopRewrite?.());

describe.each(['de-de', 'en-gb'])('security.md 2–4: hostile CMS footer on /%s/', (prefix) => {
  it('the disclaimer runs no script and keeps no active content; hostile links are not links', async () => {
    const harness = env.harness();
    stopRewrite = harness.proxy.rewrite('/api/cms/footer', hostile);
    const page = await env.openPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await open(page, harness, `/${prefix}/login/`);
    const disclaimer = await page.waitForSelector(`footer ::-p-text(${MARK})`);
    expect(disclaimer).not.toBeNull();
    // Hover and click what is left, as a curious customer would.
    await page.hover(`footer ::-p-text(hover)`).catch(() => undefined);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));

    const facts = await page.evaluate((mark) => {
      // The disclaimer's own box: the innermost <div> holding the CMS text.
      const holders = [...document.querySelectorAll('footer div')].filter((d) =>
        d.textContent?.includes(mark),
      );
      const box = holders.find((div) => !holders.some((other) => other !== div && div.contains(other)))!;
      return {
        pwned: (window as unknown as { __pwned?: string }).__pwned ?? null,
        activeElements: [
          ...box.querySelectorAll('script, iframe, svg, math, form, style, img, noscript, object, embed'),
        ].map((element) => element.tagName.toLowerCase()),
        handlers: [...box.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes]
            .filter((attribute) => /^on|^style$|^formaction$/i.test(attribute.name))
            .map((a) => a.name),
        ),
        disclaimerLinks: [...box.querySelectorAll('a')].map((a) => ({
          href: a.getAttribute('href'),
          rel: a.getAttribute('rel'),
          target: a.getAttribute('target'),
          text: a.textContent,
        })),
        // How the browser resolves every href on the page: the scheme it would really follow.
        schemes: [...document.querySelectorAll('[href], [*|href]')].map(
          (element) => new URL(element.getAttribute('href') ?? '', location.href).protocol,
        ),
        footerText: document.querySelector('footer')?.textContent ?? '',
      };
    }, MARK);

    expect(facts.pwned).toBeNull();
    expect(dialogs).toEqual([]);
    expect(facts.activeElements).toEqual([]);
    expect(facts.handlers).toEqual([]);
    // The https link stays, opened safely; the javascript: and data: links lose their href.
    expect(facts.disclaimerLinks).toContainEqual({
      href: 'https://example.com/terms',
      rel: 'noopener noreferrer',
      target: '_blank',
      text: 'terms',
    });
    expect(facts.disclaimerLinks.filter((link) => link.href !== null).map((link) => link.href)).toEqual([
      'https://example.com/terms',
    ]);
    // No element anywhere on the page points at a script, data or vbscript URL.
    const allowed = new Set(['http:', 'https:', 'mailto:', 'tel:']);
    expect(
      facts.schemes.filter((scheme) => !allowed.has(scheme)),
      'unsafe schemes on the page',
    ).toEqual([]);
    // CMS text is text: the hostile titles show literally, and none of them became a link.
    expect(facts.footerText).toContain('<img src=x onerror=alert(0)> link 0');
    const hostileLinks = await page.$$eval('footer a[href]', (links) =>
      links
        .filter((link) => /link \d$|^legal \d$/.test(link.textContent?.trim() ?? ''))
        .map((link) => link.outerHTML),
    );
    expect(hostileLinks).toEqual([]);
    expect(env.leaks(), 'requests to outside addresses').toEqual([]);
  });
});
