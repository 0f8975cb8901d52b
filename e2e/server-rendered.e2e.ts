/**
 * A product page rendered on the server (decision 101): its HTML, read without running any
 * script, holds the product's name in an <h1>, its price and its picture; in the browser React
 * takes that markup over without a hydration error or warning, and the page does not ask the
 * API again for the product its HTML carried.
 */
import { formatPrice, type Product } from '@electro/shared';
import { beforeAll, describe, expect } from 'vitest';
import { baseUrl, it, unexpectedErrors } from './browser';
import { adminLogin, createProduct, uniqueTag } from './fixtures';

let product: Product;

beforeAll(async () => {
  const token = await adminLogin();
  ({ product } = await createProduct(token, {
    title: `Rendered Phone ${uniqueTag()}`,
    price: 432.5,
    stock: 4,
  }));
});

/** The content of #root in the HTML as sent. */
async function rootHtml(path: string): Promise<{ status: number; root: string; html: string }> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
  return { status: res.status, root: html.slice(start, end), html };
}

describe('a product page rendered on the server', () => {
  it("sends the product's name, price, picture and breadcrumbs in its HTML", async () => {
    const { status, root, html } = await rootHtml(`/product/${product._id}`);
    expect(status).toBe(200);
    expect(root).toMatch(/<h1[^>]*>Rendered Phone [0-9a-f]{8}<\/h1>/);
    expect(root).toContain(product.title);
    expect(root).toContain(formatPrice(432.5, 'USD'));
    expect(root).toContain('Only 4 left in stock');
    expect(root).toMatch(new RegExp(`<img[^>]*alt="${product.title}[^"]*"`));
    expect(root).toContain('aria-label="Breadcrumb"');
    // Its data travels with it, and nothing in it is a script the browser would run.
    expect(html).toMatch(/<script type="application\/json" id="electro-state">/);
    expect(root).not.toMatch(/<script/);
  });

  it('hydrates without a hydration warning and without fetching the product again', async ({
    open,
  }) => {
    const { page, errors } = await open({ width: 390 });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const productPath = `/api/v1/products/${product._id}`;
    const productRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(productPath)) {
        productRequests.push(request.url());
      }
    });

    await page.goto(`/product/${product._id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    // React has taken the markup over: a tab answers a click only once it has.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    );
    const reviewsTab = page.getByRole('tab', { name: /Reviews/ });
    await reviewsTab.click();
    await expect.poll(() => reviewsTab.getAttribute('aria-selected')).toBe('true');
    await page.waitForLoadState('networkidle');

    expect(productRequests).toEqual([]);
    expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
