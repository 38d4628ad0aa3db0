import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectReaderAgrees, cmsField as field } from '../validation/reader-agreement.test-support';
import { readDistributorLogo } from './distributor-logo-reader';
import { distributorLogoSchema } from './schemas';

const url = fc.oneof(
  fc.constantFrom(
    '/logo.svg',
    'https://cdn.example/p.png',
    'javascript:alert(1)',
    '//evil.example/x',
    '/a b',
  ),
  fc.string({ maxLength: 6 }),
  fc.string({ minLength: 2040, maxLength: 2060 }).map((tail) => `/${tail.replace(/\s/g, 'x')}`),
);
const answer = fc.record(
  {
    distributor_id: field(
      fc.oneof(fc.string({ maxLength: 3 }), fc.string({ minLength: 99, maxLength: 102 })),
    ),
    distributor_logo: field(fc.record({ url: field(url) }, { requiredKeys: [] })),
    collaboration_text: fc.oneof(field(fc.string({ maxLength: 5 })), fc.constant(null)),
    locale: field(fc.string({ maxLength: 12 })),
    extra: field(fc.string()),
  },
  { requiredKeys: [] },
);

describe('readDistributorLogo: the partner logo without zod', () => {
  it('gives the schema’s verdict and value on generated answers', () => {
    expectReaderAgrees(distributorLogoSchema, readDistributorLogo, answer);
  }, 60_000);

  it('accepts an https or root-relative logo only', () => {
    const logo = (url: string) =>
      readDistributorLogo({ distributor_id: 'D1', distributor_logo: { url }, locale: 'de-DE', x: 1 });
    expect(logo('/partner.svg')).toEqual({
      distributor_id: 'D1',
      distributor_logo: { url: '/partner.svg' },
      locale: 'de-DE',
    });
    expect(logo('javascript:alert(1)')).toBeNull();
    expect(logo('//evil.example/p.png')).toBeNull();
  });
});
