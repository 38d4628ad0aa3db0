/** Where the user is and how to send them elsewhere (design §3). The CLI passes a no-op. */
export interface NavigateOptions {
  /** Replace the history entry, so Back cannot return to a private page. */
  readonly replace?: boolean;
  /** §4: the logout goes to the login page "without a referer". */
  readonly referrerPolicy?: 'no-referrer' | 'same-origin' | 'strict-origin-when-cross-origin';
  /** The customer leaves whatever the page holds (a logout): a form's "leave or stay?" does not ask. */
  readonly force?: boolean;
}

export interface Navigation {
  /** The absolute URL of the current page. */
  currentUrl(): string;
  go(url: string, options?: NavigateOptions): void;
}
