import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages } from '../../db/schema/index';
import { DEFAULT_CONTENT_PAGES, seedContentPages } from '../../db/seed/content-pages';
import {
  apiCall,
  createTestContext,
  createUser,
  expectError,
  type TestContext,
  type TestUser,
} from '../../test/harness';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { role: 'admin' });
  customer = await createUser(ctx);
});
afterAll(async () => ctx.close());

const create = (payload: unknown, user: TestUser | null = admin) =>
  apiCall(ctx, { user, method: 'POST', url: '/admin/pages', payload });

async function createPage(payload: Record<string, unknown>) {
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().page as { id: string; slug: string; title: string; body: string };
}

describe('content pages', () => {
  it('shows a published page to everyone, its Markdown rendered', async () => {
    await createPage({
      slug: 'shipping-times',
      title: 'Shipping times',
      body: '## Fast\n\nMost orders arrive in **2 days**. See [returns](#/pages/returns).',
      published: true,
    });
    const res = await apiCall(ctx, { user: null, method: 'GET', url: '/pages/shipping-times' });
    expect(res.statusCode).toBe(200);
    const { page } = res.json();
    expect(page).toMatchObject({ slug: 'shipping-times', title: 'Shipping times' });
    expect(page.html).toContain('<h2>Fast</h2>');
    expect(page.html).toContain('<strong>2 days</strong>');
    expect(page.html).toContain('<a href="#/pages/returns">returns</a>');
    expect(page).not.toHaveProperty('body');

    const list = await apiCall(ctx, { user: null, method: 'GET', url: '/pages' });
    expect(list.json().pages).toContainEqual({ slug: 'shipping-times', title: 'Shipping times' });
  });

  it('hides an unpublished page from the storefront and shows it to the admin', async () => {
    const draft = await createPage({ slug: 'draft-page', title: 'Draft', body: 'Soon.' });
    expectError(
      await apiCall(ctx, { user: null, method: 'GET', url: '/pages/draft-page' }),
      404,
      'Page not found',
    );
    const publicList = await apiCall(ctx, { user: null, method: 'GET', url: '/pages' });
    expect(publicList.json().pages.map((p: { slug: string }) => p.slug)).not.toContain(
      'draft-page',
    );
    const adminList = await apiCall(ctx, { user: admin, method: 'GET', url: '/admin/pages' });
    expect(adminList.json().pages).toContainEqual(
      expect.objectContaining({
        id: draft.id,
        slug: 'draft-page',
        published: false,
        body: 'Soon.',
      }),
    );
    const one = await apiCall(ctx, { user: admin, method: 'GET', url: `/admin/pages/${draft.id}` });
    expect(one.json().page).toMatchObject({ slug: 'draft-page', published: false });

    const published = await apiCall(ctx, {
      user: admin,
      method: 'PUT',
      url: `/admin/pages/${draft.id}`,
      payload: { published: true },
    });
    expect(published.json().page).toMatchObject({ title: 'Draft', body: 'Soon.', published: true });
    const shown = await apiCall(ctx, { user: null, method: 'GET', url: '/pages/draft-page' });
    expect(shown.statusCode).toBe(200);
  });

  it('answers 404 for an unknown slug', async () => {
    expectError(
      await apiCall(ctx, { user: null, method: 'GET', url: '/pages/no-such-page' }),
      404,
      'Page not found',
    );
  });

  it('never lets a body run a script', async () => {
    const body = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[click](javascript:alert(3))',
      '[again](JaVaScRiPt:alert(4))',
      '![pic](javascript:alert(5))',
      '<a href="javascript:alert(6)">raw</a>',
      '[vb](vbscript:msgbox(7))',
    ].join('\n\n');
    await createPage({ slug: 'hostile', title: 'Hostile', body, published: true });
    const { html } = (
      await apiCall(ctx, { user: null, method: 'GET', url: '/pages/hostile' })
    ).json().page;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/href="\s*(javascript|vbscript):/i);
    expect(html).not.toMatch(/src="\s*javascript:/i);
    expect(html).not.toMatch(/<a href="javascript/i);
    // Written out as text instead, so the owner sees what they typed.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    const preview = await apiCall(ctx, {
      user: admin,
      method: 'POST',
      url: '/admin/pages/preview',
      payload: { body },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().html).toBe(html);
  });

  it('refuses a duplicate slug with 409, on create and on update', async () => {
    const first = await createPage({ slug: 'unique-one', title: 'One' });
    const second = await createPage({ slug: 'unique-two', title: 'Two' });
    expectError(
      await create({ slug: 'unique-one', title: 'Again' }),
      409,
      'A page with this slug already exists.',
    );
    expectError(
      await apiCall(ctx, {
        user: admin,
        method: 'PUT',
        url: `/admin/pages/${second.id}`,
        payload: { slug: 'unique-one' },
      }),
      409,
      'A page with this slug already exists.',
    );
    // Saving a page with its own slug is no conflict.
    const same = await apiCall(ctx, {
      user: admin,
      method: 'PUT',
      url: `/admin/pages/${first.id}`,
      payload: { slug: 'unique-one', title: 'One, edited' },
    });
    expect(same.statusCode).toBe(200);
  });

  it.each([
    [{ slug: 'Not Valid', title: 'Title' }, 'Slug may contain only lower-case letters'],
    [{ slug: 'double--hyphen', title: 'Title' }, 'Slug may contain only lower-case letters'],
    [{ slug: '-lead', title: 'Title' }, 'Slug may contain only lower-case letters'],
    [{ slug: 'a'.repeat(61), title: 'Title' }, 'Slug must not exceed 60 characters.'],
    [{ title: 'Title' }, 'Slug is required.'],
    [{ slug: 'ok-slug' }, 'Title is required.'],
    [{ slug: 'ok-slug', title: 'x' }, 'Title must be at least 2 characters long.'],
    [{ slug: 'ok-slug', title: 'x'.repeat(81) }, 'Title must not exceed 80 characters.'],
    [{ slug: 'ok-slug', title: 'Title', body: 'x'.repeat(20_001) }, 'Body must not exceed'],
    [{ slug: 'ok-slug', title: 'Title', body: 12 }, 'Body must be text.'],
    [{ slug: 'ok-slug', title: 'Title', published: 'yes' }, 'Published must be'],
  ])('refuses %j with a clear 400', async (payload, message) => {
    const res = await create(payload);
    const body = expectError(res, 400);
    expect(JSON.stringify(body)).toContain(message);
  });

  it('keeps admin routes to admins', async () => {
    expectError(await create({ slug: 'x-page', title: 'X' }, null), 401);
    expectError(await create({ slug: 'x-page', title: 'X' }, customer), 403);
    expectError(await apiCall(ctx, { user: customer, method: 'GET', url: '/admin/pages' }), 403);
    expectError(
      await apiCall(ctx, {
        user: customer,
        method: 'POST',
        url: '/admin/pages/preview',
        payload: { body: 'x' },
      }),
      403,
    );
  });

  it('deletes a page, then answers 404 for it', async () => {
    const page = await createPage({ slug: 'gone-soon', title: 'Gone', published: true });
    const res = await apiCall(ctx, {
      user: admin,
      method: 'DELETE',
      url: `/admin/pages/${page.id}`,
    });
    expect(res.json()).toEqual({ success: true, message: 'Page deleted successfully' });
    expectError(await apiCall(ctx, { user: null, method: 'GET', url: '/pages/gone-soon' }), 404);
    expectError(
      await apiCall(ctx, { user: admin, method: 'DELETE', url: `/admin/pages/${page.id}` }),
      404,
      'Page not found',
    );
    expectError(
      await apiCall(ctx, {
        user: admin,
        method: 'PUT',
        url: `/admin/pages/${page.id}`,
        payload: { title: 'Back' },
      }),
      404,
    );
  });
});

describe('content pages through the public cache', () => {
  it('shows an edit at once, though the page was cached', async () => {
    const cached = await createTestContext({ PUBLIC_CACHE_TTL_MS: 60_000 });
    try {
      const owner = await createUser(cached, { role: 'admin' });
      const page = (
        await apiCall(cached, {
          user: owner,
          method: 'POST',
          url: '/admin/pages',
          payload: { slug: 'about', title: 'About', body: 'Old words', published: true },
        })
      ).json().page;
      const read = () => apiCall(cached, { user: null, method: 'GET', url: '/pages/about' });
      expect((await read()).headers['x-cache']).toBe('miss');
      const again = await read();
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.json().page.html).toContain('Old words');

      await apiCall(cached, {
        user: owner,
        method: 'PUT',
        url: `/admin/pages/${page.id}`,
        payload: { body: 'New words' },
      });
      expect((await read()).json().page.html).toContain('New words');

      await apiCall(cached, {
        user: owner,
        method: 'PUT',
        url: `/admin/pages/${page.id}`,
        payload: { published: false },
      });
      expect((await read()).statusCode).toBe(404);
    } finally {
      await cached.close();
    }
  });
});

describe('seedContentPages', () => {
  it('gives a shop with no pages the defaults, once, and never touches the owner’s', async () => {
    const fresh = await createTestContext();
    try {
      expect(await seedContentPages(fresh.db)).toBe(DEFAULT_CONTENT_PAGES.length);
      const slugs = (await apiCall(fresh, { user: null, method: 'GET', url: '/pages' }))
        .json()
        .pages.map((p: { slug: string }) => p.slug)
        .sort();
      expect(slugs).toEqual(['about', 'contact', 'delivery', 'privacy', 'returns', 'terms']);

      const returns = (
        await apiCall(fresh, { user: null, method: 'GET', url: '/pages/returns' })
      ).json().page;
      expect(returns.html).toContain('<strong>14 days</strong>');
      expect(returns.html).toMatch(/unused/);
      expect(returns.html).toMatch(/original packaging/);
      expect(returns.html).toMatch(/proof of purchase/);
      const contact = (
        await apiCall(fresh, { user: null, method: 'GET', url: '/pages/contact' })
      ).json().page;
      expect(contact.html).toContain('+20 100 123 4567');
      expect(contact.html).toContain('Cairo, Egypt');

      // The owner edits one page and deletes another: seeding again changes nothing.
      const owner = await createUser(fresh, { role: 'admin' });
      const pages = (
        await apiCall(fresh, { user: owner, method: 'GET', url: '/admin/pages' })
      ).json().pages as Array<{ id: string; slug: string }>;
      const about = pages.find((p) => p.slug === 'about');
      const terms = pages.find((p) => p.slug === 'terms');
      await apiCall(fresh, {
        user: owner,
        method: 'PUT',
        url: `/admin/pages/${about?.id}`,
        payload: { body: 'Our own story.' },
      });
      await apiCall(fresh, { user: owner, method: 'DELETE', url: `/admin/pages/${terms?.id}` });

      expect(await seedContentPages(fresh.db)).toBe(0);
      const rows = await fresh.db.select().from(contentPages);
      expect(rows).toHaveLength(DEFAULT_CONTENT_PAGES.length - 1);
      expect(rows.find((row) => row.slug === 'about')?.body).toBe('Our own story.');
      expect(rows.some((row) => row.slug === 'terms')).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
