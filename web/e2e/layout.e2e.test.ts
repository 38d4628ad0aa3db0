/**
 * The shell's layout rules in real Chromium (§9 layout constants, accessibility.md): no horizontal
 * scroll at 320 px on public and private pages, also with the mobile menu open; no element that
 * takes focus hides behind the fixed bottom bar (WCAG 2.4.11); and with reduced motion the panels
 * have no transitions. The desktop header keeps every label and amount on one line in the longest
 * languages at 992, 1280 and 1440 px.
 */
import type { Page } from 'puppeteer';
import { describe, expect, it } from 'vitest';
import { BROWSER, setupBrowserTests, setViewport } from './support/browser';
import { login, navigateInApp, open } from './support/portal';

const env = setupBrowserTests();
const NARROW = { width: 320, height: 640 } as const;

/** How far the page can scroll sideways, in CSS pixels (0 when it cannot). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('§9 no horizontal scroll at 320 px', () => {
  it('login page, dashboard and the open mobile menu fit the width', async () => {
    const page = await env.openPage(NARROW);
    await open(page, env.harness(), '/de-de/login/');
    await page.waitForSelector('form input[name="email"]');
    expect(await horizontalOverflow(page), 'login').toBe(0);
    await login(page, env.harness(), { prefix: 'de-de' });
    await page.waitForSelector('main h1');
    await page.waitForNetworkIdle({ idleTime: 150, timeout: 5_000 }).catch(() => undefined);
    expect(await horizontalOverflow(page), 'dashboard').toBe(0);
    await page.click('header button[aria-controls][aria-expanded]');
    await page.waitForSelector('header button[aria-controls][aria-expanded="true"]');
    expect(await horizontalOverflow(page), 'mobile menu open').toBe(0);
  });
});

describe('the unread badge does not move the mobile header (CLS 0)', () => {
  it('the menu button is as wide with the badge as without it, and the badge stays inside the bar', async () => {
    const page = await env.openPage({ width: 375, height: 740 });
    await login(page, env.harness(), { prefix: 'de-de' });
    // The demo persona has 2 unread messages; the count arrives after the first paint.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('header button[aria-controls][aria-expanded] span')].some((span) =>
          /^\d+\+?$/.test(span.firstElementChild?.textContent ?? ''),
        ),
      { polling: 50 },
    );
    const boxes = await page.evaluate(() => {
      const button = document.querySelector('header button[aria-controls][aria-expanded]') as HTMLElement;
      const badgeElement = [...button.querySelectorAll('span')].find((span) =>
        /^\d+\+?$/.test(span.firstElementChild?.textContent ?? ''),
      ) as HTMLElement;
      const bar = button.closest('[data-row="bar"]') as HTMLElement;
      const withBadge = button.getBoundingClientRect();
      const badgeBox = badgeElement.getBoundingClientRect();
      const barBox = bar.getBoundingClientRect();
      badgeElement.style.display = 'none';
      const withoutBadge = button.getBoundingClientRect();
      badgeElement.style.display = '';
      return {
        withBadge: [withBadge.left, withBadge.width, withBadge.height],
        withoutBadge: [withoutBadge.left, withoutBadge.width, withoutBadge.height],
        badgeInsideBar:
          badgeBox.top >= barBox.top &&
          badgeBox.bottom <= barBox.bottom &&
          badgeBox.left >= 0 &&
          badgeBox.right <= document.documentElement.clientWidth,
      };
    });
    expect(boxes.withBadge).toEqual(boxes.withoutBadge);
    expect(boxes.badgeInsideBar).toBe(true);
  });
});

describe('WCAG 2.4.11 focus not obscured by the fixed bottom bar', () => {
  it('every element Tab reaches on a mobile public page is visible above the bar', async () => {
    const page = await env.openPage({ width: 375, height: 640 });
    await open(page, env.harness(), '/de-de/products/');
    await page.waitForSelector('main h1');
    const hidden: string[] = [];
    let sawBar = false;
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab');
      const seen = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const box = element.getBoundingClientRect();
        // The fixed bar at the bottom of the viewport, if the page has one.
        const bar = [...document.querySelectorAll('body *')].find((candidate) => {
          const style = getComputedStyle(candidate);
          return style.position === 'fixed' && candidate.getBoundingClientRect().bottom >= innerHeight - 1;
        });
        const barTop = bar && !bar.contains(element) ? bar.getBoundingClientRect().top : innerHeight;
        return {
          bar: bar !== undefined,
          what: `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('name') || '').trim().slice(0, 40)}"`,
          obscured: box.top >= barTop || box.bottom <= 0,
        };
      });
      if (seen === null) break;
      sawBar ||= seen.bar;
      if (seen.obscured) hidden.push(seen.what);
    }
    expect(sawBar, 'the public page has the fixed bottom bar (§2.5 mobile)').toBe(true);
    expect(hidden).toEqual([]);
  });
});

describe('accessibility.md 12: reduced motion', () => {
  // Firefox's WebDriver BiDi cannot emulate media features per page (only a launch preference).
  it.skipIf(BROWSER === 'firefox')('the mobile menu panel opens without a transition', async () => {
    const page = await env.openPage({ width: 375, height: 740 });
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await open(page, env.harness(), '/de-de/products/');
    // The header's menus are a part of their own, drawn once their code has come.
    const toggle = await page.waitForSelector('header button[aria-controls][aria-expanded]');
    await toggle!.click();
    const panel = await page.waitForSelector('header [id]:not([hidden]) nav');
    const durations: string = await panel!.evaluate((element) => {
      const panelRoot = element.closest('[id]') as HTMLElement;
      return getComputedStyle(panelRoot).transitionDuration;
    });
    // Every transition of the panel lasts 0 s (without the preference it has 0.15 s).
    expect(durations.split(',').map((value) => Number.parseFloat(value))).toEqual([0]);
  });
});

/**
 * Header texts that wrapped onto a second line (a word broken, "Hil fe"), and header boxes that
 * stick out of the viewport. Text is read per text node, skipping screen-reader-only text (1 px
 * boxes wrap by design).
 */
function headerMisfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const misfits: string[] = [];
    const header = document.querySelector('header')!;
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('[hidden]') || parent.offsetParent === null) continue;
      if (parent.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const tops = rects.map((rect) => rect.top);
      const height = Math.max(...rects.map((rect) => rect.height));
      if (Math.max(...tops) - Math.min(...tops) > height / 2) misfits.push(`wraps: "${text}"`);
      if (Math.max(...rects.map((rect) => rect.right)) > document.documentElement.clientWidth + 0.5)
        misfits.push(`sticks out: "${text}"`);
    }
    return misfits;
  });
}

describe('§2.5 §9 the desktop header fits its labels and balances', () => {
  it('no label or amount wraps or sticks out at 992, 1280 and 1440 px, in the longest languages', async () => {
    const page = await env.openPage({ width: 1440, height: 900 });
    await login(page, env.harness(), { prefix: 'de-de' });
    const misfits: string[] = [];
    for (const prefix of ['de-de', 'fr-fr', 'pl-pl', 'fi-fi', 'nl-nl']) {
      await navigateInApp(page, `/${prefix}/dashboard/`);
      await page.waitForFunction(
        (lang) => document.documentElement.lang.toLowerCase() === lang,
        { polling: 50 },
        prefix,
      );
      await page.waitForSelector('header dd, header [class*="amount"]');
      for (const width of [992, 1280, 1440]) {
        await setViewport(page, { width, height: 900 });
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        misfits.push(...(await headerMisfits(page)).map((misfit) => `${prefix} @ ${width}: ${misfit}`));
      }
    }
    expect(misfits).toEqual([]);
  });
});
