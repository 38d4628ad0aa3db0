// Testing Library's DOM matchers (toBeVisible, toHaveAttribute, …) for every web test, a clean DOM
// and no test portal left running after each one, and a fresh page for each test file.
//
// The web project runs with `isolate: false` (vitest.config.ts): the files of one worker share one
// jsdom and one module cache, which saves jsdom's set-up and the imports per file (about 70 % of
// the project's time). This file runs before every test file, so each still starts from the page a
// new jsdom would give it.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { PARTS } from '../pages';
import { resetViewport } from './media';
import { disposeTestPortals } from './running-portals';

/** What a previous file may have left on the shared page. */
function freshPage(): void {
  // jsdom has no matchMedia: a file that never sets a width gets the small-screen layout, as alone.
  Reflect.deleteProperty(window, 'matchMedia');
  resetViewport();
  for (const element of [document.documentElement, document.body]) {
    for (const name of [...element.getAttributeNames()]) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this only expires cookies
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.restoreAllMocks();
}

freshPage();
// A machine busy with other work (CI on 2 cores) must not fail a `findBy…` that would pass a moment
// later; passing tests are not slowed by this, it is only the longest wait.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  disposeTestPortals();
});

// The header's menus are a part of their own (web/pages.ts); loaded here, a rendered header has its
// menus at once. header-menus.test.tsx covers the header before the part is there (and when it fails).
await PARTS.headerMenus.load();
