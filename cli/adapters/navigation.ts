/**
 * The navigation port in the CLI: there is no browser to send anywhere, so a "visit" is recorded
 * and reported (the login's destination, the logout's login page) instead of followed.
 */
import type { NavigateOptions, Navigation } from '../../core/ports';

export interface RecordingNavigation extends Navigation {
  /** Where core sent the "browser", in order. */
  readonly visits: ReadonlyArray<{ readonly url: string; readonly options: NavigateOptions | undefined }>;
}

/** @example createRecordingNavigation('http://127.0.0.1:4010/de-de/login/').currentUrl() */
export function createRecordingNavigation(currentUrl: string): RecordingNavigation {
  const visits: Array<{ url: string; options: NavigateOptions | undefined }> = [];
  return {
    visits,
    currentUrl: () => currentUrl,
    go(url, options) {
      visits.push({ url, options });
    },
  };
}
