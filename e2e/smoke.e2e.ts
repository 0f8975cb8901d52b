import { expect } from 'vitest';
import { it } from './browser';

it('serves the storefront and the API from one process', async ({ open }) => {
  const { page, errors } = await open();
  await page.goto('/');
  await expect.poll(() => page.title()).toMatch(/Electro/);
  const health = await page.request.get('/api/v1/health');
  expect(await health.json()).toEqual({ success: true, status: 'ok' });
  expect(errors).toEqual([]);
});
