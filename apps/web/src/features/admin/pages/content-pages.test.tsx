import {
  adminContentPageResponseSchema,
  adminContentPagesResponseSchema,
  contentPagePreviewResponseSchema,
  messageResponseSchema,
  type AdminContentPage,
} from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, failure, server, startMockApi } from '@/test/server';
import { UNSAVED_CHANGES_MESSAGE } from '../hooks/use-unsaved-changes-guard';
import ContentPageFormPage from './content-page-form-page';
import ContentPagesListPage from './content-pages-list-page';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const makePage = (overrides: Partial<AdminContentPage> = {}): AdminContentPage => ({
  _id: 'pg1',
  id: 'pg1',
  slug: 'delivery',
  title: 'Delivery details',
  body: '## How we deliver\n\nTo your door.',
  published: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const ok = { success: true as const, message: 'OK' };

function renderScreens(path: string) {
  return renderApp(
    <>
      <a href="/admin/orders">Elsewhere</a>
      <Routes>
        <Route path="/admin/pages" element={<ContentPagesListPage />} />
        <Route path="/admin/pages/add" element={<ContentPageFormPage />} />
        <Route path="/admin/pages/:id" element={<ContentPageFormPage />} />
      </Routes>
    </>,
    { path },
  );
}

describe('admin pages list', { timeout: 20_000 }, () => {
  it('lists every page with its address and status, and publishes one from the list', async () => {
    let pages = [
      makePage(),
      makePage({ _id: 'pg2', id: 'pg2', slug: 'faq', title: 'FAQ', published: false }),
    ];
    const puts: unknown[] = [];
    server.use(
      http.get(apiPath('/admin/pages'), () =>
        answer(adminContentPagesResponseSchema, { ...ok, pages }),
      ),
      http.put(apiPath('/admin/pages/pg2'), async ({ request }) => {
        const body = (await request.json()) as { published: boolean };
        puts.push(body);
        pages = pages.map((page) => (page.id === 'pg2' ? { ...page, ...body } : page));
        return answer(adminContentPageResponseSchema, {
          ...ok,
          page: pages[1] as AdminContentPage,
        });
      }),
    );
    renderScreens('/admin/pages');
    expect(await screen.findByText('Delivery details')).toBeTruthy();
    expect(screen.getByRole('link', { name: '/pages/delivery' }).getAttribute('href')).toBe(
      '/pages/delivery',
    );
    const faqSwitch = screen.getByRole('switch', { name: 'Published: FAQ' }) as HTMLInputElement;
    expect(faqSwitch.checked).toBe(false);
    expect(
      (screen.getByRole('switch', { name: 'Published: Delivery details' }) as HTMLInputElement)
        .checked,
    ).toBe(true);

    fireEvent.click(faqSwitch);
    await waitFor(() => expect(puts).toEqual([{ published: true }]));
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Published: FAQ' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
  });

  it('deletes a page only once the store’s dialog is confirmed', async () => {
    let pages = [makePage()];
    const deletes: string[] = [];
    server.use(
      http.get(apiPath('/admin/pages'), () =>
        answer(adminContentPagesResponseSchema, { ...ok, pages }),
      ),
      http.delete(apiPath('/admin/pages/:id'), ({ params }) => {
        deletes.push(String(params.id));
        pages = [];
        return answer(messageResponseSchema, { ...ok, message: 'Page deleted successfully' });
      }),
    );
    renderScreens('/admin/pages');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Delivery details' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual(['pg1']));
    expect(await screen.findByText('No pages yet.')).toBeTruthy();
  });

  it('says when the pages could not be loaded', async () => {
    server.use(http.get(apiPath('/admin/pages'), () => failure(503, 'Unavailable')));
    renderScreens('/admin/pages');
    expect(await screen.findByText('Failed to fetch pages. Please try again.')).toBeTruthy();
  });
});

describe('admin page form', { timeout: 20_000 }, () => {
  it('adds a page: the address follows the title, the preview is the API’s rendering', async () => {
    const posts: unknown[] = [];
    const previews: string[] = [];
    server.use(
      http.post(apiPath('/admin/pages/preview'), async ({ request }) => {
        const { body } = (await request.json()) as { body: string };
        previews.push(body);
        return answer(contentPagePreviewResponseSchema, {
          ...ok,
          html: '<h2>Hello</h2>\n<p>&lt;script&gt;x&lt;/script&gt;</p>\n',
        });
      }),
      http.post(apiPath('/admin/pages'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posts.push(body);
        return answer(
          adminContentPageResponseSchema,
          { ...ok, page: makePage({ ...body, id: 'new', _id: 'new' }) },
          { status: 201 },
        );
      }),
      http.get(apiPath('/admin/pages'), () =>
        answer(adminContentPagesResponseSchema, { ...ok, pages: [] }),
      ),
    );
    renderScreens('/admin/pages/add');
    fireEvent.change(screen.getByLabelText('Title'), {
      target: { value: 'Gift Cards & Vouchers' },
    });
    expect((screen.getByLabelText('Address (slug)') as HTMLInputElement).value).toBe(
      'gift-cards-vouchers',
    );
    fireEvent.change(screen.getByLabelText('Body (Markdown)'), {
      target: { value: '## Hello\n\n<script>x</script>' },
    });
    // The tabs answer the arrow keys, as screen-reader users expect of tabs.
    const writeTab = screen.getByRole('tab', { name: 'Write' });
    fireEvent.keyDown(writeTab, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Preview' }));
    const panel = await screen.findByRole('tabpanel', { name: 'Preview' });
    expect(await within(panel).findByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(within(panel).getByText('<script>x</script>')).toBeTruthy();
    expect(previews).toEqual(['## Hello\n\n<script>x</script>']);

    fireEvent.click(screen.getByRole('switch', { name: /Published/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          slug: 'gift-cards-vouchers',
          title: 'Gift Cards & Vouchers',
          body: '## Hello\n\n<script>x</script>',
          published: true,
        },
      ]),
    );
    expect(await screen.findByText('No pages yet.')).toBeTruthy();
  });

  it('shows a taken address under its field', async () => {
    server.use(
      http.post(apiPath('/admin/pages'), () =>
        failure(409, 'A page with this slug already exists.'),
      ),
    );
    renderScreens('/admin/pages/add');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'About' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const slug = screen.getByLabelText('Address (slug)');
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('A page with this slug already exists.')).toHaveLength(1);
  });

  it('refuses an address that is not a slug before sending it', async () => {
    renderScreens('/admin/pages/add');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'About' } });
    const slug = screen.getByLabelText('Address (slug)');
    fireEvent.change(slug, { target: { value: 'About Us' } });
    fireEvent.blur(slug);
    expect(await screen.findByText(/Slug may contain only lower-case letters/)).toBeTruthy();
  });

  it('edits a page, keeping its address, and asks before leaving unsaved changes', async () => {
    const puts: unknown[] = [];
    server.use(
      http.get(apiPath('/admin/pages/pg1'), () =>
        answer(adminContentPageResponseSchema, { ...ok, page: makePage() }),
      ),
      http.put(apiPath('/admin/pages/pg1'), async ({ request }) => {
        puts.push(await request.json());
        return answer(adminContentPageResponseSchema, { ...ok, page: makePage() });
      }),
      http.get(apiPath('/admin/pages'), () =>
        answer(adminContentPagesResponseSchema, { ...ok, pages: [makePage()] }),
      ),
    );
    renderScreens('/admin/pages/pg1');
    const body = (await screen.findByLabelText('Body (Markdown)')) as HTMLTextAreaElement;
    expect(body.value).toBe('## How we deliver\n\nTo your door.');
    // Editing keeps the address: it is not re-derived from the title.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Shipping' } });
    expect((screen.getByLabelText('Address (slug)') as HTMLInputElement).value).toBe('delivery');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(false);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);

    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ title: 'Shipping', slug: 'delivery' });
    expect(await screen.findByText('Delivery details')).toBeTruthy();
  });

  it('says when the page to edit does not exist', async () => {
    server.use(http.get(apiPath('/admin/pages/nope'), () => failure(404, 'Page not found')));
    renderScreens('/admin/pages/nope');
    expect((await screen.findByRole('alert')).textContent).toContain('Page not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
