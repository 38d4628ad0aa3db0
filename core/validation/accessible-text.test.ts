import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LinkTextDescription } from '.';
import { checkLinkAccessibleText, hasMissingAccessibleText, linkAccessibleName } from '.';

describe('missing accessible text (§5)', () => {
  it('§5 a link without visible text, aria-label, aria-labelledby or title reports missing accessible text', () => {
    expect(checkLinkAccessibleText({})).toEqual({ code: 'missingAccessibleText' });
    expect(checkLinkAccessibleText({ text: '  \n ', ariaLabel: '', title: ' ' })).toEqual({
      code: 'missingAccessibleText',
    });
    expect(hasMissingAccessibleText({ imageAlts: ['', null] })).toBe(true);
  });

  it('§5 any one of them is enough', () => {
    expect(hasMissingAccessibleText({ text: 'Help' })).toBe(false);
    expect(hasMissingAccessibleText({ ariaLabel: 'Instagram' })).toBe(false);
    expect(hasMissingAccessibleText({ ariaLabelledby: 'footer-heading' })).toBe(false);
    expect(hasMissingAccessibleText({ title: 'Facebook' })).toBe(false);
    expect(hasMissingAccessibleText({ imageAlts: ['App Store'] })).toBe(false);
  });

  it('labelledby that is known to resolve to nothing does not count', () => {
    expect(hasMissingAccessibleText({ ariaLabelledby: 'gone', ariaLabelledbyText: '' })).toBe(true);
    expect(linkAccessibleName({ ariaLabelledby: 'h', ariaLabelledbyText: ' Legal ', ariaLabel: 'x' })).toBe(
      'Legal',
    );
  });

  it('the name follows the accessible-name order', () => {
    expect(linkAccessibleName({ ariaLabel: 'Label', text: 'Text', title: 'Title' })).toBe('Label');
    expect(linkAccessibleName({ text: 'Text', imageAlts: ['Logo'], title: 'Title' })).toBe('Text Logo');
    expect(linkAccessibleName({ text: ' ', title: ' Title ' })).toBe('Title');
  });

  it('§5 property: missing exactly when every source is blank', () => {
    const maybeText = fc.option(fc.oneof(fc.constantFrom('', ' ', '\t\n'), fc.string()), { nil: undefined });
    const link: fc.Arbitrary<LinkTextDescription> = fc.record({
      text: maybeText,
      ariaLabel: maybeText,
      ariaLabelledby: maybeText,
      title: maybeText,
      imageAlts: fc.array(maybeText, { maxLength: 2 }),
    });
    fc.assert(
      fc.property(link, (description) => {
        const sources = [
          description.text,
          description.ariaLabel,
          description.ariaLabelledby,
          description.title,
          ...(description.imageAlts ?? []),
        ];
        const blank = sources.every((value) => value === undefined || value === null || value.trim() === '');
        expect(hasMissingAccessibleText(description)).toBe(blank);
      }),
    );
  });
});
