/**
 * §5: a link without visible text, aria-label, aria-labelledby or title reports missing accessible
 * text. The check runs over a small description of the link, so the web driver (and its tests)
 * can describe a rendered element and the menu/footer builders can check their data before render.
 * An image inside the link with a non-empty `alt` also names it (the accessible-name computation
 * takes it as the link's content), so an icon link with alt text passes, as axe-core agrees.
 * Text made only of whitespace is no text.
 */

export interface LinkTextDescription {
  /** The visible text content. */
  readonly text?: string | null;
  readonly ariaLabel?: string | null;
  /** The ids it references (counts as a name on its own, §5). */
  readonly ariaLabelledby?: string | null;
  /** What those ids resolve to, when the driver knows: '' or null means they name nothing. */
  readonly ariaLabelledbyText?: string | null;
  readonly title?: string | null;
  /** `alt` of images inside the link. */
  readonly imageAlts?: ReadonlyArray<string | null | undefined>;
}

export type AccessibleTextFinding = { readonly code: 'missingAccessibleText' };

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The name assistive technology will announce, in the accessible-name computation's order:
 * aria-labelledby, aria-label, content (text, image alt), title.
 * @example linkAccessibleName({ text: ' ', title: 'Facebook' }) // 'Facebook'
 */
export function linkAccessibleName(link: LinkTextDescription): string | undefined {
  if (present(link.ariaLabelledby)) {
    if (present(link.ariaLabelledbyText)) return link.ariaLabelledbyText.trim();
    // Referenced ids count (§5) even when the driver cannot resolve their text here.
    if (link.ariaLabelledbyText === undefined) return link.ariaLabelledby.trim();
  }
  if (present(link.ariaLabel)) return link.ariaLabel.trim();
  const content = [link.text, ...(link.imageAlts ?? [])].filter(present).map((part) => part.trim());
  if (content.length > 0) return content.join(' ');
  if (present(link.title)) return link.title.trim();
  return undefined;
}

/**
 * §5: reports a link that has no accessible text.
 * @example checkLinkAccessibleText({ imageAlts: [''] }) // { code: 'missingAccessibleText' }
 * @example checkLinkAccessibleText({ ariaLabel: 'Instagram' }) // undefined
 */
export function checkLinkAccessibleText(link: LinkTextDescription): AccessibleTextFinding | undefined {
  return linkAccessibleName(link) === undefined ? { code: 'missingAccessibleText' } : undefined;
}

/** §5 as a predicate. @example hasMissingAccessibleText({ text: 'Help' }) // false */
export function hasMissingAccessibleText(link: LinkTextDescription): boolean {
  return checkLinkAccessibleText(link) !== undefined;
}
