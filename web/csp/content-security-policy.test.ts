import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('Content-Security-Policy of the built portal (security.md 5)', () => {
  const policy = directives(
    contentSecurityPolicy({ connect: ['http://127.0.0.1:4010/api/customer'] }, 'meta'),
  );

  it('allows no inline script and no eval, and no plugins or base rewriting', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(contentSecurityPolicy({ connect: [] }, 'header')).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('lets the page talk only to itself and the configured service origins (origins, never paths)', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4010']);
  });

  it('drops values that are not http(s) origins, so configuration cannot inject directives', () => {
    const injected = directives(
      contentSecurityPolicy(
        { connect: ["https://a.example; script-src 'unsafe-inline'", 'javascript:alert(1)'] },
        'meta',
      ),
    );
    expect(injected.get('script-src')).toEqual(["'self'"]);
    expect(injected.get('connect-src')).toEqual(["'self'"]);
  });

  it('adds frame-ancestors only to the header form (a meta tag cannot carry it)', () => {
    expect(policy.has('frame-ancestors')).toBe(false);
    const header = directives(securityHeaders({ connect: [] })['Content-Security-Policy'] ?? '');
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('adds third-party script origins only when the configuration names them', () => {
    const withTags = directives(
      contentSecurityPolicy({ connect: [], script: ['https://www.googletagmanager.com/gtm.js'] }, 'meta'),
    );
    expect(withTags.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
  });

  it('security.md 12: HSTS in the production headers, ready for the preload list', () => {
    const value = securityHeaders({ connect: [] })['Strict-Transport-Security'] ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(value)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(value).toMatch(/;\s*includeSubDomains/);
    expect(value).toMatch(/;\s*preload$/);
  });

  it('security.md 12: Trusted Types required for script sinks, with the portal’s named policies only', () => {
    for (const delivery of ['meta', 'header'] as const) {
      const form = directives(contentSecurityPolicy({ connect: [] }, delivery));
      expect(form.get('require-trusted-types-for')).toEqual(["'script'"]);
      expect(form.get('trusted-types')).toEqual([
        'portal-sanitizer',
        'portal-third-party-scripts',
        'default',
      ]);
    }
  });

  it('security.md 12: images from the site, data: and the asset origins only, not every service', () => {
    const images = directives(
      contentSecurityPolicy(
        { connect: ['https://api.example', 'https://tags.example'], image: ['https://api.example/x'] },
        'meta',
      ),
    );
    expect(images.get('img-src')).toEqual(["'self'", 'data:', 'https://api.example']);
  });
});
