// security.md 2 end to end: core's disclaimer policy given to the real DOMPurify, on a jsdom window,
// with the hooks the web driver registers (sanitize-policy.ts). Core itself never runs DOMPurify;
// this test makes sure the data it hands over does what the policy says.
import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type DisclaimerLinkAttribute,
  disclaimerDomPurifyConfig,
  isAllowedDisclaimerAttribute,
  type LinkAttributes,
  sanitizeLinkAttributes,
} from '.';

/** The few jsdom parts used here (jsdom ships no types, and core's tests have no DOM lib). */
interface DomElement {
  readonly nodeName: string;
  readonly children: ArrayLike<DomElement>;
  readonly attributes: ArrayLike<{ readonly name: string; readonly value: string }>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}
interface DomWindow {
  readonly document: {
    createElement(tag: 'div'): DomElement & { innerHTML: string };
  };
  close(): void;
}
/** A jsdom window is the `WindowLike` DOMPurify asks for. */
type PurifierWindow = DomWindow & NonNullable<Parameters<typeof createDOMPurify>[0]>;
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { readonly window: PurifierWindow };
};

const LINK_ATTRIBUTES: readonly DisclaimerLinkAttribute[] = ['href', 'title', 'target', 'rel'];

let window: PurifierWindow;
let sanitize: (html: string) => string;

beforeAll(() => {
  window = new JSDOM('<!doctype html><html><body></body></html>').window;
  const purifier = createDOMPurify(window);
  expect(purifier.isSupported).toBe(true);
  // The two hooks sanitize-policy.ts documents for the driver.
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (!isAllowedDisclaimerAttribute(node.nodeName, data.attrName)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const element: DomElement = node;
    const current: LinkAttributes = {};
    for (const name of LINK_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) current[name] = value;
    }
    const kept = sanitizeLinkAttributes(current);
    for (const name of LINK_ATTRIBUTES) {
      const value = kept[name];
      if (value === undefined) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  });
  sanitize = (html) =>
    String(purifier.sanitize(html, { ...disclaimerDomPurifyConfig(), RETURN_TRUSTED_TYPE: false }));
  return () => window.close();
});

/** Parses sanitised HTML back into elements so the assertions do not depend on serialisation details. */
function parse(html: string): DomElement[] {
  const container = window.document.createElement('div');
  container.innerHTML = html;
  const all: DomElement[] = [];
  const walk = (element: DomElement) => {
    for (const child of Array.from(element.children)) {
      all.push(child);
      walk(child);
    }
  };
  walk(container);
  return all;
}

function attributesOf(element: DomElement | undefined): Record<string, string> {
  return Object.fromEntries(Array.from(element?.attributes ?? []).map((a) => [a.name, a.value]));
}

describe('security.md 2 disclaimer HTML through the real DOMPurify with core config', () => {
  it('security.md 2 keeps the allowed text tags', () => {
    const html =
      '<p>Einlagen <b>sind</b> <strong>geschützt</strong> <em>bis</em> <i>100.000</i> <u>EUR</u>' +
      '<br><small>klein</small> <sub>1</sub><sup>2</sup> <abbr>EU</abbr> <span>x</span></p>' +
      '<ul><li>eins</li></ul><ol><li>zwei</li></ol>';
    expect(sanitize(html)).toBe(html);
  });

  it('security.md 2 a[href,title,target,rel] survive; target=_blank gets rel="noopener noreferrer"', () => {
    const [link] = parse(
      sanitize(
        '<p><a href="https://bank.example/einlagensicherung" title="Einlagensicherung" target="_blank">Mehr</a></p>',
      ),
    ).filter((element) => element.nodeName === 'A');
    expect(attributesOf(link)).toEqual({
      href: 'https://bank.example/einlagensicherung',
      title: 'Einlagensicherung',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('security.md 2 allowed rel tokens stay, with noopener noreferrer added for _blank', () => {
    const [link] = parse(
      sanitize('<a href="/de-de/agb/" target="_blank" rel="nofollow opener">AGB</a>'),
    ).filter((element) => element.nodeName === 'A');
    expect(attributesOf(link)).toEqual({
      href: '/de-de/agb/',
      target: '_blank',
      rel: 'nofollow noopener noreferrer',
    });
  });

  it('security.md 2 mailto:, tel: and root-relative links stay links; _self stays', () => {
    const links = parse(
      sanitize(
        '<a href="mailto:service@bank.example">Mail</a><a href="tel:+4930123">Tel</a>' +
          '<a href="/de-de/impressum/" target="_self" title="Impressum">Impressum</a>',
      ),
    );
    expect(links.map(attributesOf)).toEqual([
      { href: 'mailto:service@bank.example' },
      { href: 'tel:+4930123' },
      { href: '/de-de/impressum/', target: '_self', title: 'Impressum' },
    ]);
  });

  it('security.md 2 script, style, svg, math and iframe are removed with their content where executable', () => {
    const clean = sanitize(
      '<p>Text</p><script>alert(1)</script><style>p{color:red}</style>' +
        '<svg><a href="https://bank.example"><text>svg</text></a></svg>' +
        '<math><mi xlink:href="javascript:alert(1)">m</mi></math>' +
        '<iframe src="https://evil.example"></iframe>',
    );
    for (const tag of ['<script', '<style', '<svg', '<math', '<iframe', 'alert(1)', 'color:red'])
      expect(clean, tag).not.toContain(tag);
    expect(parse(clean).map((element) => element.nodeName)).toEqual(['P']);
  });

  it('security.md 2 event handlers and other attributes are removed', () => {
    const clean = sanitize(
      '<p onclick="alert(1)" style="x" class="c" id="i" title="t">x</p>' +
        '<img src="x" onerror="alert(1)"><a href="/x" onmouseover="alert(1)" data-x="1" aria-label="l">y</a>' +
        '<span target="_blank" rel="noopener" href="/z">z</span><a href="/w" target="_top">w</a>',
    );
    expect(clean).not.toMatch(/onerror|onclick|onmouseover|style=|class=|id=|data-x|aria-label|<img|_top/);
    expect(clean).toBe('<p>x</p><a href="/x">y</a><span>z</span><a href="/w">w</a>');
  });

  it('security.md 2 javascript:, data:, vbscript: and scheme-relative hrefs are removed, the text kept', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '//evil.example/',
      'http://insecure.example/',
    ]) {
      const clean = sanitize(`<a href="${href}" title="t" target="_blank">Link</a>`);
      const [link] = parse(clean);
      expect(link?.getAttribute('href'), href).toBeNull();
      expect(clean, href).toContain('Link');
      expect(clean, href).not.toMatch(/javascript|data:|vbscript|evil|insecure/i);
    }
  });
});
