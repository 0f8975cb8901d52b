import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium';

const E2E = path.dirname(fileURLToPath(import.meta.url));
export const SCREENSHOTS = path.join(E2E, 'screenshots');
/** A failed test's traces and pictures, named after the test (ignored by git). */
export const TRACES = path.join(E2E, 'traces');

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * Debian's Chromium, headless. `tracesDir` is where Playwright keeps each context's trace while
 * it records (a folder of its own per context, left behind empty when the context closes): the
 * caller removes it after closing the browser.
 */
export async function launch(tracesDir?: string): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    ...(tracesDir ? { tracesDir } : {}),
  });
}

/** A page's path and query (`/shop?page=2`): where the app is (decision 096). */
export const addressOf = (url: string | URL) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

export type TrackedPage = { page: Page; context: BrowserContext; errors: string[] };
export type PageOptions = { width?: number; height?: number; dark?: boolean };
/** The `open` fixture: a tracked page in a fresh context, closed after the test. */
export type Open = (options?: PageOptions) => Promise<TrackedPage>;

/**
 * A page in a fresh context that records console errors and failed page errors, so a test can
 * assert that a walk through the store logged none. Tests use the `open` fixture below, which
 * closes the context afterwards.
 */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<TrackedPage> {
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

/** A file name made of a test's file and names: `account-a-new-customer-signs-up`. */
export const traceName = (fullName: string) =>
  fullName
    .replace(/\.e2e\.ts\b/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

/**
 * The end of every journey, passed or failed: when the test failed, each context's trace and a
 * picture of each of its pages go to e2e/traces first (`npx playwright-core show-trace <file>`
 * opens a trace); then every context closes, so a failure cannot leave a page running into the
 * next test. A context the test closed itself has nothing left to save. Returns the files saved.
 */
export async function closeContexts(
  contexts: BrowserContext[],
  failed: { name: string } | undefined,
): Promise<string[]> {
  const saved: string[] = [];
  for (const [index, context] of contexts.entries()) {
    const base = path.join(
      TRACES,
      contexts.length > 1 ? `${failed?.name}-${index + 1}` : `${failed?.name}`,
    );
    try {
      if (failed && context.pages().length > 0) {
        mkdirSync(TRACES, { recursive: true });
        for (const [pageIndex, page] of context.pages().entries()) {
          const picture = pageIndex > 0 ? `${base}-page-${pageIndex + 1}.png` : `${base}.png`;
          await page.screenshot({ path: picture, fullPage: true, timeout: 10_000 });
          saved.push(picture);
        }
        await context.tracing.stop({ path: `${base}.zip` });
        saved.push(`${base}.zip`);
      }
    } catch (error) {
      // A picture that cannot be taken (a crashed page) must not keep the context open.
      console.error(`could not save ${base}: ${String(error)}`);
    } finally {
      await context.close().catch(() => undefined);
    }
  }
  return saved;
}

/**
 * The journeys' test function. `browser` is launched once per file (one browser for every file
 * of the worker hung a page's frames once, late in a CI run: a screenshot and two animation
 * frames never came); `open(options)` opens a page like `openPage`, in a context of its own,
 * recording a trace, and the test's teardown closes every context it opened (`closeContexts`),
 * whether the test passed or failed.
 */
export const it = test
  // Vitest reads what a fixture needs from its first parameter's pattern: this one needs nothing.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const tracesDir = mkdtempSync(path.join(os.tmpdir(), 'electro-e2e-tracing-'));
    const browser = await launch(tracesDir);
    onCleanup(async () => {
      await browser.close();
      rmSync(tracesDir, { recursive: true, force: true });
    });
    return browser;
  })
  .extend('open', async ({ browser, task }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      const failed = task.result?.state === 'fail' ? { name: traceName(task.fullName) } : undefined;
      const saved = await closeContexts(contexts, failed);
      if (saved.length > 0) {
        console.error(
          `The failed test's traces and pictures:\n${saved.map((file) => `  ${path.relative(process.cwd(), file)}`).join('\n')}`,
        );
      }
    });
    const open: Open = async (options = {}) => {
      const tracked = await openPage(browser, options);
      contexts.push(tracked.context);
      waitForServerRenderedPages(tracked.page);
      // Each step, request and console line, kept only when the test fails, beside a picture of
      // each page at the failure (closeContexts). No pictures along the way: the screencast
      // behind them cost about a tenth of the suite's time on 2 cores (E2E_TRACE_SCREENSHOTS=1
      // records them). No DOM snapshots: their recorder is a script in every frame, which a
      // sandboxed frame refuses with a console error (the Mailbox's message), so a test would see
      // a page other than a shopper's.
      await tracked.context.tracing.start({
        screenshots: process.env.E2E_TRACE_SCREENSHOTS === '1',
      });
      return tracked;
    };
    return open;
  });

/**
 * A page the server rendered (home, shop, product, category, brand and content pages, decisions
 * 101 and 103) shows before its script has run;
 * a click on it then does nothing, as for a shopper whose phone is still loading the script.
 * The journeys act as a shopper who waits for the page to answer: after `goto` or `reload` of
 * such a page, until the page marks itself interactive.
 */
function waitForServerRenderedPages(page: Page): void {
  // An old `/#/…` address is the page its hash names, which may not be one of these.
  const rendered = (url: string) => {
    const { pathname, hash } = new URL(url, 'http://x');
    return (
      !hash.startsWith('#/') &&
      /^\/(?:home|shop|about)?$|^\/(?:product|category|brand|pages)\/[^/]+$/.test(pathname)
    );
  };
  const ready = async () => {
    if (rendered(page.url())) {
      await page.locator('body[data-interactive]').waitFor({ state: 'attached' });
    }
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
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

/**
 * Whether a journey about behaviour (a double click, a failed checkout, a search) runs at this
 * width. It runs at one of the two, `only`, and the journeys of a file take turns between them,
 * so each layout is walked without every journey paying for both; journeys about layout run at
 * each width. The screenshot bench runs every journey at every width, for its pictures.
 */
export const runsAt = (width: number, only: Variant['width']) =>
  WRITING_SCREENSHOTS || width === only;

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
 * Shows `path` in the app already loaded in `page` as one of its links would, through the
 * router, without loading the page again: a load parses and runs the whole script again, about
 * a second of the browser's CPU, which a walk through a dozen pages at two widths paid two dozen
 * times. The first page of a walk, and any test of an address itself, still use `goto`.
 */
export async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect.poll(() => addressOf(page.url())).toBe(path);
}

/**
 * Waits until no skeleton is left and every picture has loaded, so that what the page shows is
 * final. A lazy picture far below the fold is not asked for until a scroll brings it near: each
 * is made eager first, so the wait does not depend on which rows of a list another journey's
 * data left below the fold (a customer's uploaded avatar on the dashboard at 390 px).
 */
export async function settle(page: Page) {
  await expect.poll(() => page.locator('.animate-pulse').count(), { timeout: 15_000 }).toBe(0);
  await page.evaluate(() => {
    for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager';
  });
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
}

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
