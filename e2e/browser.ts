import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium';

export const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** A page's path and query (`/shop?page=2`): where the app is (decision 096). */
export const addressOf = (url: string | URL) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

export type TrackedPage = { page: Page; context: BrowserContext; errors: string[] };

/**
 * A page in a fresh context that records console errors and failed page errors, so a test can
 * assert that a walk through the store logged none.
 */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; dark?: boolean } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    baseURL: baseUrl(),
  });
  if (options.dark !== undefined) {
    await context.addInitScript(
      (dark) => localStorage.setItem('isDark', String(dark)),
      options.dark,
    );
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

/**
 * `npm run bench:screenshots` runs the browser suite with E2E_SCREENSHOTS=1: the walks then
 * visit every width and theme and write their pictures to e2e/screenshots for people to look
 * at. Nothing compares pictures, so a plain test run takes none and walks two variants that
 * still cover both widths and both themes.
 */
export const WRITING_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

export type Variant = { width: 390 | 1280; dark: boolean };
export const VARIANTS: Variant[] = WRITING_SCREENSHOTS
  ? [
      { width: 390, dark: false },
      { width: 390, dark: true },
      { width: 1280, dark: false },
      { width: 1280, dark: true },
    ]
  : [
      { width: 390, dark: false },
      { width: 1280, dark: true },
    ];

export const variantName = ({ width, dark }: Variant) => `${width}-${dark ? 'dark' : 'light'}`;

/** A picture for the screenshot bench; `always` for a failure's picture, kept for diagnosis. */
export async function screenshot(
  page: Page,
  name: string,
  { always = false }: { always?: boolean } = {},
): Promise<void> {
  if (!WRITING_SCREENSHOTS && !always) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Resolves once the page has rendered two more frames. Scroll events and intersection
 * observers are answered in a frame's rendering steps, so by then the page has seen a scroll
 * made before the call: a wait on the page's own progress, not on a guessed duration.
 */
export const renderedFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * Scrolls down half a screen at a time, each step once the page has answered the one before,
 * so every lazy section and picture comes near the viewport; then waits until no skeleton is
 * left and goes back to the top.
 */
export async function scrollThrough(page: Page) {
  const step = await page.evaluate(() => Math.max(200, Math.floor(window.innerHeight / 2)));
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < (await height()); y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await renderedFrames(page);
  }
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.animate-pulse').count(), { timeout: 15_000 }).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The toast (react-toastify) that shows `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text }).first();

/**
 * Console errors other than the browser's own "Failed to load resource" line for an answer
 * the test expects (a deliberate 401, 404 or 409).
 */
export const unexpectedErrors = (errors: string[], statuses: number[] = []) =>
  errors.filter(
    (text) =>
      !statuses.some((status) =>
        text.includes(`Failed to load resource: the server responded with a status of ${status}`),
      ),
  );
