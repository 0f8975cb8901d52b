import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { ENTRY_DATA_GLOBAL, bootEntry, takeEntryResponse } from '@/lib/entry-boot';
import type { BootRoute } from '@/lib/entry-boot';
import { prefetchEntryData } from './entry-data';
import { PRODUCT_CARD_SIZES, thumbnailUrl } from '@/lib/image-url';
import { ENTRY_ROUTES } from './entry-routes';

const table: BootRoute[] = ENTRY_ROUTES.map((route) => [
  route.pattern.source,
  ['/assets/page.js'],
  route.images,
  route.data,
]);

let requested: string[] = [];
const fetchStub = vi.fn((url: string) => {
  requested.push(url);
  const body = url.includes('/products/') ? { product: {} } : { categories: [], brands: [] };
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
});

beforeEach(() => {
  requested = [];
  fetchStub.mockClear();
  vi.stubGlobal('fetch', fetchStub);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[ENTRY_DATA_GLOBAL];
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  goTo('/');
});

/** Opens `address` in the test's window, as a fresh page load would find it. */
function goTo(address: string) {
  window.history.replaceState(null, '', address);
}

async function appRequests(address: string): Promise<string[]> {
  requested = [];
  await prefetchEntryData(
    address,
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return [...requested].sort();
}

function bootRequests(address: string): string[] {
  requested = [];
  goTo(address);
  bootEntry(table, ENTRY_DATA_GLOBAL);
  const store = (window as unknown as Record<string, Record<string, unknown>>)[ENTRY_DATA_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[ENTRY_DATA_GLOBAL];
  expect(Object.keys(store ?? {}).sort()).toEqual([...requested].sort());
  return [...requested].sort();
}

describe('the boot script in index.html', () => {
  it.each([
    '/',
    '/home',
    '/shop',
    '/product/6f1c2b7e-1111-4a4a-9b9b-123456789abc',
    '/category/smart-watches',
    '/brands',
  ])('asks for exactly what the page asks for first (%s)', async (address) => {
    const boot = bootRequests(address);
    expect(boot.length).toBeGreaterThan(0);
    expect(boot).toEqual(await appRequests(address));
  });

  it('opens an old /#/ link at its real address, in the same history entry', async () => {
    const length = window.history.length;
    const boot = bootRequests('/#/shop?category=phones&page=2');
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/shop?category=phones&page=2',
    );
    expect(window.location.hash).toBe('');
    expect(window.history.length).toBe(length);
    expect(boot).toEqual(['/api/v1/brands', '/api/v1/categories']);
    expect(bootRequests('/#/product/6f1c2b7e-1111-4a4a-9b9b-123456789abc')).toEqual(
      await appRequests('/product/6f1c2b7e-1111-4a4a-9b9b-123456789abc'),
    );
  });

  it('leaves a hash that is not an old address alone', () => {
    bootRequests('/brands#top');
    expect(window.location.pathname).toBe('/brands');
    expect(window.location.hash).toBe('#top');
  });

  it('leaves the filtered shop page to the app, and still starts the sidebar lists', async () => {
    const address = '/shop?category=phones&page=2';
    const boot = bootRequests(address);
    expect(boot).toEqual(['/api/v1/brands', '/api/v1/categories']);
    const app = await appRequests(address);
    expect(app).toEqual(expect.arrayContaining(boot));
    expect(app.some((url) => url.startsWith('/api/v1/products?'))).toBe(true);
  });

  it('starts nothing on other pages and preloads chunks and the hero image', () => {
    expect(bootRequests('/cart')).toEqual([]);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    bootRequests('/');
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
      ['modulepreload', '/assets/page.js'],
      ['preload', '/images/hero-1.webp'],
    ]);
  });

  it('skips a product whose id cannot be decoded', () => {
    expect(bootRequests('/product/%E0%A4%A')).toEqual([]);
  });
});

describe('pictures named by the early answers', () => {
  const upload = (n: number) =>
    `http://127.0.0.1:3000/uploads/products/${String(n).repeat(8)}-1111-4a4a-9b9b-123456789abc.webp`;
  const answerWith = (body: unknown, status = 200) =>
    fetchStub.mockImplementation((url: string) => {
      requested.push(url);
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    });
  // Back to the stub's own answers for the tests after these.
  afterEach(() => {
    fetchStub.mockReset();
  });
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel=preload]')].map((link) => ({
      href: link.getAttribute('href'),
      srcset: link.getAttribute('imagesrcset'),
      sizes: link.getAttribute('imagesizes'),
      priority: (link as HTMLLinkElement).fetchPriority,
    }));

  it("preloads the shop's first two cards as the cards ask for them, and the app still reads the answer", async () => {
    const products = [1, 2, 3].map((n) => ({ imageCover: { secure_url: upload(n) } }));
    answerWith({ products });
    goTo('/shop');
    bootEntry(table, ENTRY_DATA_GLOBAL);
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    expect(preloads()).toEqual(
      [1, 2].map((n) => {
        const small = thumbnailUrl(upload(n), 400);
        return {
          href: small,
          srcset: `${small} 400w, ${upload(n)} 1200w`,
          sizes: PRODUCT_CARD_SIZES,
          priority: 'high',
        };
      }),
    );
    const calls = fetchStub.mock.calls.length;
    await expect(api.get('/products', { query: { page: 1, limit: 6 } })).resolves.toEqual({
      products,
    });
    expect(fetchStub.mock.calls.length).toBe(calls);
  });

  it("preloads a product's cover at full size, and a picture from elsewhere as it is", async () => {
    answerWith({ product: { imageCover: { secure_url: upload(4) } } });
    goTo('/product/6f1c2b7e-1111-4a4a-9b9b-123456789abc');
    bootEntry(table, ENTRY_DATA_GLOBAL);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()).toEqual([{ href: upload(4), srcset: null, sizes: null, priority: 'high' }]);

    document.head.querySelectorAll('link').forEach((link) => link.remove());
    answerWith({ products: [{ imageCover: { secure_url: 'https://cdn.example/a.jpg' } }] });
    goTo('/shop');
    bootEntry(table, ENTRY_DATA_GLOBAL);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]).toMatchObject({ href: 'https://cdn.example/a.jpg', srcset: null });
  });

  it('preloads nothing from a failed or odd answer', async () => {
    for (const [body, status] of [
      [{ message: 'Server error' }, 500],
      [{ products: 'none' }, 200],
      // Within the two cards the shop preloads, each as odd as a card can be.
      [{ products: [null, { imageCover: {} }] }, 200],
      [{ products: [{ imageCover: { secure_url: 7 } }, { imageCover: { secure_url: '' } }] }, 200],
    ] as const) {
      // The boot script reads its own copy of the answer: the test waits for that read to end,
      // then for the callbacks queued behind it, before looking for preloads.
      const reads: Array<Promise<unknown>> = [];
      fetchStub.mockImplementation((url: string) => {
        requested.push(url);
        const response = new Response(JSON.stringify(body), { status });
        const clone = response.clone.bind(response);
        response.clone = () => {
          const copy = clone();
          const json = copy.json.bind(copy);
          copy.json = () => {
            const read = json();
            reads.push(read);
            return read;
          };
          return copy;
        };
        return Promise.resolve(response);
      });
      goTo('/shop');
      bootEntry(table, ENTRY_DATA_GLOBAL);
      const list = fetchStub.mock.calls.findIndex(([url]) => url.startsWith('/api/v1/products'));
      const response = (await fetchStub.mock.results[list]?.value) as Response;
      // A failed answer is not read; the product list's is, once (the sidebar lists name none).
      expect(reads).toHaveLength(response.ok ? 1 : 0);
      await Promise.all(reads);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(preloads()).toEqual([]);
      fetchStub.mockClear();
    }
  });
});

describe('the API client and early responses', () => {
  it('uses an early response once, then fetches again', async () => {
    goTo('/brands');
    bootEntry(table, ENTRY_DATA_GLOBAL);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await expect(api.get('/brands')).resolves.toEqual({ categories: [], brands: [] });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(takeEntryResponse('/api/v1/brands')).toBeUndefined();
    await api.get('/brands');
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('falls back to its own request when the early one failed', async () => {
    goTo('/brands');
    fetchStub.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    bootEntry(table, ENTRY_DATA_GLOBAL);
    await expect(api.get('/brands')).resolves.toEqual({ categories: [], brands: [] });
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });
});
