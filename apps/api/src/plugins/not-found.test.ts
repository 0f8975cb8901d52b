/**
 * docs/SECURITY.md: an error never echoes the address. A 404 that repeated the path handed back
 * whatever a link put there (markup, a token pasted into a URL) in a JSON answer or a page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectError, type TestContext } from '../test/harness';
import { NOT_FOUND_MESSAGE } from './not-found';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const MARK = 'zq-echo-7f3';
const HOSTILE = `${MARK}%3Cscript%3Ealert(1)%3C%2Fscript%3E`;

describe('404 answers', () => {
  it.each([
    ['GET', `/api/v1/${HOSTILE}`],
    ['POST', `/api/v1/${HOSTILE}?token=${MARK}`],
    ['DELETE', `/api/v1/products/x/${HOSTILE}`],
    ['PATCH', `/api/${HOSTILE}`],
    ['PUT', `/${HOSTILE}`],
    ['GET', `/uploads/${HOSTILE}.webp`],
    ['GET', `/uploads/products/${HOSTILE}.webp`],
    ['GET', `/api/docs/${HOSTILE}`],
    ['GET', `/assets/${HOSTILE}.js`],
  ])('%s %s names no part of the address', async (method, url) => {
    const res = await ctx.app.inject({ method: method as 'GET', url });
    const body = expectError(res, 404);
    expect(res.body).not.toContain(MARK);
    expect(body.message).toBe(NOT_FOUND_MESSAGE);
  });

  it('an image that is not there names no part of its key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/uploads/w400/${HOSTILE}.webp` });
    expectError(res, 404);
    expect(res.body).not.toContain(MARK);
  });

  it("a browser's page request gets the store's page, without the address", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/${HOSTILE}`,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(MARK);
  });
});
