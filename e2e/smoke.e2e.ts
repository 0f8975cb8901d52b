import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

it('serves the storefront and the API from one process', async () => {
  const { page, context, errors } = await openPage(browser);
  await page.goto('/');
  await expect.poll(() => page.title()).toMatch(/Electro/);
  const health = await page.request.get('/api/v1/health');
  expect(await health.json()).toEqual({ success: true, status: 'ok' });
  expect(errors).toEqual([]);
  await context.close();
});
