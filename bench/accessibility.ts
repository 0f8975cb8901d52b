/**
 * Lighthouse accessibility and best practices on every screen a guest, the demo customer and
 * the demo admin open, in the light and the dark theme, on the production build served by the
 * real store with the demo catalogue (desktop size; bench/web-budgets.ts covers mobile on the
 * three entry pages). Prints a table and every failing audit with the elements it names;
 * writes bench/results/accessibility.json; exits 1 when a screen scores under 100 (every
 * check Lighthouse makes passes: these audits do not depend on timing, so anything less is a
 * regression to fix, not noise) or when a guard sent Lighthouse to another screen.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildWebIfStale } from '../scripts/build-web-if-stale.mjs';
import { ROOT, startStore } from '../scripts/store-process';
import { storeApi } from './store-api';
import { startDebuggableChrome } from './lighthouse-chrome';

const MIN_SCORE = 100;
/**
 * `A11Y_SCREENS=mail,password npm run bench:a11y` measures only the screens whose address holds
 * one of the words (a screen being worked on), and leaves bench/results as it is.
 */
const ONLY = (process.env.A11Y_SCREENS ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const measured = (screen: string) =>
  ONLY.length === 0 || ONLY.some((word) => screen.includes(word));
type Who = 'guest' | 'customer' | 'admin';
/**
 * Screens the server answers with 404 on purpose (the not-found page, at its real address):
 * Lighthouse refuses to audit an error status unless told to, and is told so only for these,
 * so a page that fails by accident still fails here.
 */
const NOT_FOUND = new Set(['/no-such-page', '/product/no-such-product']);

type Audited = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Whether a not-found screen's best practices fall short only because Chromium logs every 404
 * it receives, the page's own included: the console error is the page doing its job. Any other
 * failed audit, or a console error of another kind, still counts.
 */
function onlyExpected404s(screen: string, lhr: Audited): boolean {
  if (!NOT_FOUND.has(screen)) return false;
  const failing = (lhr.categories['best-practices']?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1);
  return failing.every((audit) => {
    if (audit?.id !== 'errors-in-console') return false;
    const items = (audit.details as { items?: Array<{ source?: string; description?: string }> })
      ?.items;
    return (items ?? []).every(
      (item) => item.source === 'network' && /status of 404\b/.test(item.description ?? ''),
    );
  });
}

if (buildWebIfStale() !== 0) process.exit(1);

const store = await startStore();
const { api, login } = storeApi(store.baseUrl);

let failed = false;
const chrome = await startDebuggableChrome();
try {
  const { products } = await api<{ products: Array<{ _id: string }> }>('/products?limit=2');
  const { categories } = await api<{ categories: Array<{ _id: string; slug: string }> }>(
    '/categories',
  );
  const { brands } = await api<{ brands: Array<{ _id: string; slug: string }> }>('/brands');
  if (!products[0] || !products[1] || !categories[0] || !brands[0]) {
    throw new Error('the demo catalogue is empty');
  }
  const tokens: Record<Exclude<Who, 'guest'>, string> = {
    customer: await login('customer@electro.test', 'Customer1234'),
    admin: await login('admin@electro.test', 'Admin1234'),
  };
  const { pages } = await api<{ pages: Array<{ _id: string }> }>('/admin/pages', {
    headers: { token: tokens.admin },
  });
  if (!pages[0]) throw new Error('the store has no content pages');
  // Something in the customer's cart and wishlist, so those pages show their lists.
  for (const [list, body] of [
    ['/cart', { productId: products[0]._id, quantity: 1 }],
    ['/wishlist', { productId: products[1]._id }],
  ] as const) {
    await api(list, {
      method: 'POST',
      headers: { token: tokens.customer },
      body: JSON.stringify(body),
    });
  }

  // An order of the demo customer: its page for both, and the customer's admin page.
  const { orders } = await api<{ orders: Array<{ number: number; user: string }> }>(
    '/orders?limit=1',
    { headers: { token: tokens.customer } },
  );
  const order = orders[0];
  if (!order) throw new Error('the demo customer has no order');

  // A password link for the demo customer: a message in the Mailbox to open.
  await api('/auth/forgot-password', {
    method: 'POST',
    body: JSON.stringify({ email: 'customer@electro.test' }),
  });
  const { messages } = await api<{ messages: Array<{ _id: string }> }>('/admin/mail?limit=1', {
    headers: { token: tokens.admin },
  });
  const mail = messages[0];
  if (!mail) throw new Error('the Mailbox is empty after a password request');

  const screens: Record<Who, string[]> = {
    guest: [
      '/',
      '/shop',
      `/product/${products[0]._id}`,
      '/brands',
      `/category/${categories[0].slug}`,
      `/brand/${brands[0].slug}`,
      '/cart',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?token=sample',
      // A link without its token: the message and the way to a new one.
      '/reset-password',
      '/no-such-page',
      // A product that is not there: a page of its own, answered with 404.
      '/product/no-such-product',
      '/about',
      '/pages/returns',
      // The Contact page with its form.
      '/pages/contact',
      // A search that finds nothing: the empty state with "Did you mean".
      '/shop?search=hedfones',
    ],
    customer: [
      '/profile',
      '/profile/account',
      '/profile/order',
      '/cart',
      '/wishlist',
      '/checkout-cash',
      `/profile/order/${order.number}`,
    ],
    admin: [
      '/admin',
      '/admin/products',
      '/admin/products/add',
      `/admin/products/${products[0]._id}`,
      '/admin/categories',
      '/admin/categories/add',
      `/admin/categories/${categories[0]._id}`,
      '/admin/brands',
      '/admin/brands/add',
      `/admin/brands/${brands[0]._id}`,
      '/admin/orders',
      '/admin/orders/add',
      `/admin/orders/${order.number}`,
      '/admin/customers',
      `/admin/customers/${order.user}`,
      '/admin/reviews',
      '/admin/pages',
      '/admin/pages/add',
      `/admin/pages/${pages[0]._id}`,
      '/admin/synonyms',
      '/admin/mail',
      `/admin/mail?message=${mail._id}`,
    ],
  };

  // The session cookie and the theme go into the browser's profile, which Lighthouse keeps
  // (disableStorageReset) for the pages it loads after.
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = cdp.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const rows: Array<Record<string, string | number>> = [];
  for (const theme of ['light', 'dark'] as const) {
    const setup = await context.newPage();
    await setup.goto(`${store.baseUrl}/login`);
    await setup.evaluate((dark) => {
      // Runs in the page (this file is typed without the DOM library).
      const page = globalThis as unknown as {
        localStorage: { setItem(k: string, v: string): void };
      };
      page.localStorage.setItem('isDark', String(dark));
    }, theme === 'dark');
    await setup.close();
    for (const who of ['guest', 'customer', 'admin'] as const) {
      await context.clearCookies();
      if (who !== 'guest') {
        await context.addCookies([
          { name: 'AUTH_TOKEN', value: encodeURIComponent(tokens[who]), url: store.baseUrl },
        ]);
      }
      for (const screen of screens[who].filter(measured)) {
        const result = await lighthouse(`${store.baseUrl}${screen}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['accessibility', 'best-practices'],
          disableStorageReset: true,
          ignoreStatusCode: NOT_FOUND.has(screen),
          formFactor: 'desktop',
          screenEmulation: {
            mobile: false,
            width: 1350,
            height: 940,
            deviceScaleFactor: 1,
            disabled: false,
          },
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${screen}`);
        if (lhr.runtimeError) {
          console.log(`  ${theme} ${who} ${screen}: not audited: ${lhr.runtimeError.message}`);
        }
        const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
        const finalScreen = lhr.finalDisplayedUrl.replace(store.baseUrl, '') || '/';
        const row = {
          theme,
          who,
          screen,
          accessibility: score('accessibility'),
          'best practices': score('best-practices'),
          // A guard that sent the visitor elsewhere would measure the wrong page.
          'shown at': finalScreen === screen ? '' : finalScreen,
        };
        rows.push(row);
        if (row.accessibility < MIN_SCORE) failed = true;
        if (row['best practices'] < MIN_SCORE && !onlyExpected404s(screen, lhr)) failed = true;
        if (row['shown at']) failed = true;
        for (const audit of Object.values(lhr.audits)) {
          if (audit.score === null || audit.score >= 1) continue;
          if (audit.scoreDisplayMode !== 'binary') continue;
          console.log(`  ${theme} ${who} ${screen}: ${audit.id}: ${audit.title}`);
          const items = (
            audit.details as { items?: Array<{ node?: { snippet?: string; nodeLabel?: string } }> }
          )?.items;
          for (const item of items?.slice(0, 5) ?? []) {
            if (item.node?.snippet) {
              console.log(`    ${item.node.snippet} "${item.node.nodeLabel ?? ''}"`);
            }
          }
        }
      }
    }
  }
  await cdp.close();

  console.table(rows);
  if (ONLY.length === 0) {
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench/results/accessibility.json'),
      JSON.stringify({ date: new Date().toISOString(), rows }, null, 2),
    );
  }
  const lowest = Math.min(...rows.map((row) => Number(row.accessibility)));
  console.log(`${rows.length} screens; lowest accessibility score ${lowest}.`);
  console.log(
    failed ? `A screen is under ${MIN_SCORE} or was redirected.` : 'Every screen passes.',
  );
} finally {
  await chrome.stop();
  await store.stop();
}
process.exit(failed ? 1 : 0);
