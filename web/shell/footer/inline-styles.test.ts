import { describe, expect, it } from 'vitest';
import { purifyDisclaimerHtml, withoutInlineStyles } from './disclaimer-purifier';

describe('inline styles never reach the parser (security.md 12: no CSP reports from sanitising)', () => {
  it('cuts style attributes and elements, in any case and quoting, and nothing else', () => {
    expect(
      withoutInlineStyles(
        '<p STYLE="color:red" title="t">a</p><b style=\'x\' style=y>b</b><style>p{}</style><SVG><style>a{}</style></SVG>',
      ),
    ).toBe('<p title="t">a</p><b>b</b><SVG></SVG>');
    expect(withoutInlineStyles('<p>the word style="x" is text</p>')).toBe(
      '<p>the word style="x" is text</p>',
    );
  });

  it('the sanitiser’s output is the same as DOMPurify’s alone would be', () => {
    expect(String(purifyDisclaimerHtml('<p style="color:red">Hi <style>p{}</style><b>there</b></p>'))).toBe(
      '<p>Hi <b>there</b></p>',
    );
  });
});
