import { describe, expect, it } from 'vitest';
import {
  DISCLAIMER_SANITIZE_POLICY,
  disclaimerDomPurifyConfig,
  isAllowedDisclaimerAttribute,
  sanitizeLinkAttributes,
} from '.';

describe('disclaimer sanitising policy (security.md 2)', () => {
  const policy = DISCLAIMER_SANITIZE_POLICY;

  it('security.md 2 allows text tags only: no SVG, MathML, script, style, media, forms or frames', () => {
    expect(policy.allowedTags).toContain('p');
    expect(policy.allowedTags).toContain('a');
    for (const tag of ['svg', 'math', 'script', 'style', 'img', 'iframe', 'form', 'object', 'template'])
      expect(policy.allowedTags).not.toContain(tag);
    for (const tag of ['svg', 'math', 'script', 'style']) expect(policy.forbiddenTags).toContain(tag);
    expect(
      policy.allowedTags.filter((tag) => (policy.forbiddenTags as readonly string[]).includes(tag)),
    ).toEqual([]);
  });

  it('security.md 2 only a keeps attributes, and only href, title, target, rel', () => {
    expect(policy.allowedAttributes).toEqual({ a: ['href', 'title', 'target', 'rel'] });
    expect(isAllowedDisclaimerAttribute('A', 'HREF')).toBe(true);
    for (const attribute of ['onclick', 'style', 'class', 'id', 'data-x', 'aria-label', 'src', 'xlink:href'])
      expect(isAllowedDisclaimerAttribute('a', attribute)).toBe(false);
    expect(isAllowedDisclaimerAttribute('span', 'title')).toBe(false);
    expect(isAllowedDisclaimerAttribute('p', 'href')).toBe(false);
  });

  it('is frozen plain data', () => {
    expect(Object.isFrozen(policy)).toBe(true);
    expect(Object.isFrozen(policy.allowedTags)).toBe(true);
    expect(JSON.parse(JSON.stringify(policy))).toEqual(policy);
    expect(policy.minimumDomPurifyVersion).toBe('3.3.2');
  });

  it('the DOMPurify config mirrors the policy and is fresh on every call', () => {
    const config = disclaimerDomPurifyConfig();
    expect(config.ALLOWED_TAGS).toEqual([...policy.allowedTags]);
    expect(config.ALLOWED_ATTR).toEqual(['href', 'title', 'target', 'rel']);
    expect(config.ALLOW_DATA_ATTR).toBe(false);
    expect(config.ALLOW_UNKNOWN_PROTOCOLS).toBe(false);
    expect(config.FORBID_TAGS).toEqual(expect.arrayContaining(['svg', 'math']));
    // DOMPurify checks non-URI-safe attributes against ALLOWED_URI_REGEXP: target=_blank and rel must not be.
    expect(config.ADD_URI_SAFE_ATTR).toEqual(['title', 'target', 'rel']);
    expect(config.ADD_URI_SAFE_ATTR).not.toContain('href');
    expect(disclaimerDomPurifyConfig()).not.toBe(config);
    config.ALLOWED_TAGS.push('script');
    expect(policy.allowedTags).not.toContain('script');
  });

  it('the URI pattern lets through exactly the CMS link kinds', () => {
    const pattern = disclaimerDomPurifyConfig().ALLOWED_URI_REGEXP;
    for (const href of ['https://bank.example', 'MAILTO:a@b.example', 'tel:+4930', '/de-de/'])
      expect(pattern.test(href), href).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      'http://x',
      '//evil.example',
      '/\\evil.example',
      'data:x',
      'x',
    ])
      expect(pattern.test(href), href).toBe(false);
  });

  it('security.md 2 target=_blank gets rel="noopener noreferrer"; bad href and target are removed', () => {
    expect(sanitizeLinkAttributes({ href: 'https://bank.example', target: '_blank' })).toEqual({
      href: 'https://bank.example/',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(sanitizeLinkAttributes({ href: '/x', target: '_BLANK', rel: 'nofollow opener' })).toEqual({
      href: '/x',
      target: '_blank',
      rel: 'nofollow noopener noreferrer',
    });
    expect(sanitizeLinkAttributes({ href: 'java\tscript:alert(1)', title: 'Terms', target: 'evil' })).toEqual(
      {
        title: 'Terms',
      },
    );
    expect(sanitizeLinkAttributes({ href: '/x', target: '_self' })).toEqual({ href: '/x', target: '_self' });
  });
});
