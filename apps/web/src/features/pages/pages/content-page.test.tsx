import { contentPageResponseSchema } from '@electro/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, failure, server, startMockApi } from '@/test/server';
import ContentPage from './content-page';

startMockApi();
afterEach(cleanup);

const returnsPage = {
  slug: 'returns',
  title: 'Returns',
  html: '<p>You may return an item within <strong>14 days</strong>.</p>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('ContentPage', () => {
  it('shows the page the address names, its HTML as the API rendered it', async () => {
    server.use(
      http.get(apiPath('/pages/returns'), () =>
        answer(contentPageResponseSchema, {
          success: true,
          message: 'Page found',
          page: returnsPage,
        }),
      ),
    );
    renderApp(
      <Routes>
        <Route path="/pages/:slug" element={<ContentPage />} />
      </Routes>,
      { path: '/pages/returns' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeTruthy();
    expect(screen.getByText('14 days').tagName).toBe('STRONG');
    // Escaped by the API: shown as text, never a script element.
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(document.querySelector('article script')).toBeNull();
    expect(document.title).toBe('Returns | Electro');
    expect(screen.getByText('November 20, 2026')).toBeTruthy();
  });

  it('shows the contact form under the Contact page, and on no other page', async () => {
    server.use(
      http.get(apiPath('/pages/contact'), () =>
        answer(contentPageResponseSchema, {
          success: true,
          message: 'Page found',
          page: { ...returnsPage, slug: 'contact', title: 'Contact us', html: '<p>Call us</p>' },
        }),
      ),
    );
    renderApp(<ContentPage slug="contact" />, { path: '/pages/contact' });
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    expect(form.closest('article')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    cleanup();

    server.use(
      http.get(apiPath('/pages/returns'), () =>
        answer(contentPageResponseSchema, {
          success: true,
          message: 'Page found',
          page: returnsPage,
        }),
      ),
    );
    renderApp(<ContentPage slug="returns" />, { path: '/pages/returns' });
    await screen.findByRole('heading', { level: 1, name: 'Returns' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByText('Loading the contact form')).toBeNull();
  });

  it('shows the about page at /about', async () => {
    server.use(
      http.get(apiPath('/pages/about'), () =>
        answer(contentPageResponseSchema, {
          success: true,
          message: 'Page found',
          page: { ...returnsPage, slug: 'about', title: 'About Electro', html: '<p>Hello</p>' },
        }),
      ),
    );
    renderApp(<ContentPage slug="about" />, { path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Electro' })).toBeTruthy();
  });

  it('says the page is not found for an unknown or unpublished slug', async () => {
    server.use(http.get(apiPath('/pages/secret'), () => failure(404, 'Page not found')));
    renderApp(<ContentPage slug="secret" />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(document.title).toBe('Page not found | Electro');
  });

  it('offers to try again when the page could not be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(apiPath('/pages/delivery'), () => {
        calls += 1;
        return calls === 1
          ? failure(503, 'The database is not available.')
          : answer(contentPageResponseSchema, {
              success: true,
              message: 'Page found',
              page: { ...returnsPage, slug: 'delivery', title: 'Delivery details' },
            });
      }),
    );
    renderApp(<ContentPage slug="delivery" />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load this page');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery details' })).toBeTruthy();
  });

  it('tells screen readers the page is loading', () => {
    server.use(http.get(apiPath('/pages/terms'), () => new Promise<never>(() => undefined)));
    renderApp(<ContentPage slug="terms" />);
    expect(screen.getByRole('status').textContent).toBe('Loading page');
  });
});
