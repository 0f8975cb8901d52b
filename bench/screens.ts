/**
 * Pictures of chosen screens at 390, 768 and 1280 px, light and dark, for people to look at
 * after a change (nothing compares them): the production build served by the real store with
 * the demo catalogue, as a guest, the demo customer or the demo admin. Writes
 * bench/results/screens/<who>-<screen>-<width>-<theme>.png (full page).
 *
 *   npm run bench:screens -- /shop customer:/checkout-cash admin:/admin/orders
 *
 * A screen without `customer:` or `admin:` is a guest's. `{product}`, `{category}` and `{order}`
 * in a path become the first product's id, the first category's slug and the demo customer's
 * latest order number.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildWebIfStale } from '../scripts/build-web-if-stale.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium';
import { ROOT, startStore } from '../scripts/store-process';
import { storeApi } from './store-api';

type Who = 'guest' | 'customer' | 'admin';
const WIDTHS = [390, 768, 1280] as const;
const OUT = path.join(ROOT, 'bench/results/screens');

const screens = process.argv.slice(2).map((arg) => {
  const match = /^(customer|admin):(.+)$/.exec(arg);
  return match
    ? { who: match[1] as Who, route: match[2] ?? '/' }
    : { who: 'guest' as Who, route: arg };
});
if (!screens.length) {
  console.error('name the screens: npm run bench:screens -- /shop admin:/admin/orders');
  process.exit(2);
}
if (buildWebIfStale() !== 0) process.exit(1);

const store = await startStore();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const { api, login } = storeApi(store.baseUrl);
  const tokens: Record<Who, string | null> = {
    guest: null,
    customer: await login('customer@electro.test', 'Customer1234'),
    admin: await login('admin@electro.test', 'Admin1234'),
  };
  const { products } = await api<{ products: Array<{ _id: string }> }>('/products?limit=1');
  const { categories } = await api<{ categories: Array<{ slug: string }> }>('/categories');
  const { orders } = await api<{ orders: Array<{ number: number }> }>('/orders?limit=1', {
    headers: { token: tokens.customer ?? '' },
  });
  const fill = (route: string) =>
    route
      .replace('{product}', products[0]?._id ?? '')
      .replace('{category}', categories[0]?.slug ?? '')
      .replace('{order}', String(orders[0]?.number ?? ''));

  mkdirSync(OUT, { recursive: true });
  let written = 0;
  for (const { who, route } of screens) {
    for (const dark of [false, true]) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          colorScheme: dark ? 'dark' : 'light',
        });
        const token = tokens[who];
        if (token) {
          await context.addCookies([
            { name: 'AUTH_TOKEN', value: encodeURIComponent(token), url: store.baseUrl },
          ]);
        }
        await context.addInitScript((isDark) => {
          // Runs in the page (this file is typed without the DOM library).
          const page = globalThis as unknown as {
            localStorage: { setItem(k: string, v: string): void };
          };
          page.localStorage.setItem('isDark', String(isDark));
        }, dark);
        const page = await context.newPage();
        await page.goto(`${store.baseUrl}${fill(route)}`, { waitUntil: 'networkidle' });
        // Half a screen at a time to the bottom, so every lazy section and picture loads.
        for (let step = 0; step < 60; step += 1) {
          const more = await page.evaluate(() => {
            const view = globalThis as unknown as {
              scrollBy(x: number, y: number): void;
              innerHeight: number;
              scrollY: number;
              document: { documentElement: { scrollHeight: number } };
            };
            view.scrollBy(0, view.innerHeight / 2);
            return view.scrollY + view.innerHeight < view.document.documentElement.scrollHeight;
          });
          await page.waitForTimeout(100);
          if (!more) break;
        }
        await page.waitForLoadState('networkidle');
        await page.evaluate(() =>
          (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
        );
        await page.waitForTimeout(300);
        const name = `${who}-${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`;
        const file = path.join(OUT, `${name}-${width}-${dark ? 'dark' : 'light'}.png`);
        await page.screenshot({ path: file, fullPage: true });
        written += 1;
        await context.close();
      }
    }
  }
  console.log(`${written} pictures in ${path.relative(ROOT, OUT)}/`);
} finally {
  await browser.close();
  await store.stop();
}
