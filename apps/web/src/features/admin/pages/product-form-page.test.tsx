import { productOnlyResponseSchema, productResponseSchema } from '@electro/shared';
import type { ProductWithReviews } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import { toast } from '@/lib/toast';
import { UNSAVED_CHANGES_MESSAGE } from '../hooks/use-unsaved-changes-guard';
import ProductFormPage from './product-form-page';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const image = (id: string) => ({ secure_url: `http://images.test/${id}.webp`, public_id: id });
const ref = (name: string) => ({ _id: name, name, slug: name.toLowerCase() });

const phone = (gallery: string[]): ProductWithReviews => ({
  _id: 'p1',
  id: 'p1',
  title: 'Phone X',
  slug: 'phone-x',
  description: 'A phone.',
  price: 100,
  discount: 10,
  priceAfterDiscount: 90,
  stock: 3,
  sold: 0,
  rateAvg: 0,
  rateNum: 0,
  category: ref('Phones'),
  brand: ref('Acme'),
  imageCover: image('cover'),
  images: gallery.map(image),
  reviews: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

type Sent = { keepImages: string | null; files: number; discount: string | null };

/** Answers the product and records each PUT; the server appends new files as n1, n2… */
function answerProduct(gallery: string[]) {
  const puts: Sent[] = [];
  const imageReads: string[] = [];
  let current = gallery;
  server.use(
    http.get(apiPath('/products/p1'), () =>
      answer(productResponseSchema, { success: true, message: 'OK', product: phone(current) }),
    ),
    http.get('http://images.test/*', ({ request }) => {
      imageReads.push(request.url);
      return new Response(new Uint8Array([1]), { headers: { 'content-type': 'image/webp' } });
    }),
    http.put(apiPath('/products/p1'), async ({ request }) => {
      const form = await request.formData();
      const files = form.getAll('images').length;
      const keep = form.get('keepImages');
      puts.push({
        keepImages: typeof keep === 'string' ? keep : null,
        files,
        discount: form.get('discount') as string | null,
      });
      if (typeof keep === 'string') {
        current = [
          ...(JSON.parse(keep) as string[]),
          ...Array.from({ length: files }, (_, i) => `n${i + 1}`),
        ];
      }
      return answer(productOnlyResponseSchema, {
        success: true,
        message: 'Updated',
        product: phone(current),
      });
    }),
  );
  return { puts, imageReads };
}

function renderForm() {
  return renderApp(
    <>
      <a href="/admin/orders">Elsewhere</a>
      <Routes>
        <Route path="/admin/products/:id" element={<ProductFormPage />} />
        <Route path="/admin/products" element={<h1>Products stub</h1>} />
      </Routes>
    </>,
    { path: '/admin/products/p1' },
  );
}

// A PNG's eight signature bytes: the drop zone reads them, not the name.
const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

const submit = () => screen.getByRole('button', { name: 'Update Product' }) as HTMLButtonElement;

async function save() {
  await waitFor(() => expect(submit().disabled).toBe(false));
  fireEvent.click(submit());
  await screen.findByRole('heading', { name: 'Products stub' });
}

describe('product form gallery', { timeout: 20_000 }, () => {
  it('keeps the saved images it still shows, in their new order, without reading them', async () => {
    const { puts, imageReads } = answerProduct(['a', 'b', 'c']);
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove image 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    await save();
    expect(puts).toEqual([{ keepImages: '["c","b"]', files: 0, discount: '10' }]);
    expect(imageReads).toEqual([]);
  });

  it('empties a saved gallery', async () => {
    const { puts } = answerProduct(['a', 'b']);
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove image 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByText('No gallery images.')).toBeTruthy();
    await save();
    expect(puts).toEqual([{ keepImages: '[]', files: 0, discount: '10' }]);
  });

  it('puts a new image placed before the saved ones where the owner placed it', async () => {
    const { puts } = answerProduct(['a', 'b']);
    renderForm();
    await screen.findByRole('button', { name: 'Remove image 1' });
    fireEvent.change(screen.getByLabelText(/^Add gallery images/), {
      target: { files: [png('new.png')] },
    });
    // The picked file's first bytes are read before it joins the gallery: slow on a busy machine.
    fireEvent.click(
      await screen.findByRole('button', { name: 'Move image 3 up' }, { timeout: 5000 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    await save();
    expect(puts).toEqual([
      { keepImages: '["a","b"]', files: 1, discount: '10' },
      { keepImages: '["n1","a","b"]', files: 0, discount: null },
    ]);
  });
});

/** A page whose code never arrives: a navigation to it waits, the form staying on screen. */
function NeverLoaded(): never {
  throw new Promise(() => undefined);
}

describe('product form after a save', { timeout: 20_000 }, () => {
  it('shows the saved gallery when the way to the list is undone before the list renders', async () => {
    answerProduct(['a', 'b', 'c']);
    renderApp(
      <>
        <Link to="/admin/products/p1">Back to the form</Link>
        <Routes>
          <Route path="/admin/products/:id" element={<ProductFormPage />} />
          <Route path="/admin/products" element={<NeverLoaded />} />
        </Routes>
      </>,
      { path: '/admin/products/p1' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product updated successfully'));
    fireEvent.click(screen.getByRole('link', { name: 'Back to the form' }));

    // The gallery the server now holds (b, c), not the three images the form was opened with.
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: /^Remove image/ })).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Remove image 3' })).toBeNull();
  });
});

describe('product form fields', { timeout: 20_000 }, () => {
  it('reads a blank Discount as 0', async () => {
    const { puts } = answerProduct(['a']);
    renderForm();
    const discount = await screen.findByLabelText('Discount (%)');
    fireEvent.change(discount, { target: { value: '' } });
    fireEvent.blur(discount);
    await save();
    expect(screen.queryByText('Discount must be a number.')).toBeNull();
    expect(puts).toEqual([{ keepImages: null, files: 0, discount: '0' }]);
  });
});

describe('product form with unsaved changes', { timeout: 20_000 }, () => {
  it('asks before a link leaves it, and stays when the owner says no', async () => {
    answerProduct(['a']);
    renderForm();
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);

    // Unchanged: no question.
    await screen.findByLabelText('Title');
    expect(fireEvent.click(link)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Phone Y' } });
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(fireEvent.click(link)).toBe(false);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    confirm.mockReturnValue(true);
    expect(fireEvent.click(link)).toBe(true);
  });
});

describe('product form image check', { timeout: 20_000 }, () => {
  it('refuses a text file named .png as the cover when it is picked: one message by the field', async () => {
    answerProduct(['a']);
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove cover image' }));
    const text = new File(['just some words'], 'cover.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Cover image'), { target: { files: [text] } });

    // One message by the field (it takes the place of "Cover image is required.").
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'This file is not a PNG, JPEG, WebP, AVIF or GIF image.',
      ]),
    );
    const alert = screen.getByRole('alert');
    expect(screen.queryByRole('img', { name: 'Cover image preview' })).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Cover image').getAttribute('aria-describedby')).toContain(
      alert.id,
    );
  });

  it('takes a real PNG as the cover and shows its preview', async () => {
    answerProduct(['a']);
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove cover image' }));
    fireEvent.change(screen.getByLabelText('Cover image'), {
      target: { files: [png('cover.png')] },
    });
    expect(await screen.findByRole('img', { name: 'Cover image preview' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('product form without a connection', { timeout: 20_000 }, () => {
  let onLine = true;
  const note = () => document.getElementById('product-connection')?.textContent ?? '';
  afterEach(() => {
    onLine = true;
    window.dispatchEvent(new Event('online'));
  });

  it('says offline that the product was not saved, and sends nothing', async () => {
    const { puts } = answerProduct(['a']);
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(submit().disabled).toBe(false));
    onLine = false;
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(note()).toMatch(/You are offline\. Saving needs a connection/));
    fireEvent.click(submit());
    await waitFor(() =>
      expect(note()).toMatch(
        /connection is gone, so the product was not saved.*Update Product again/,
      ),
    );
    expect(document.getElementById('product-connection')?.getAttribute('aria-live')).toBe('polite');
    expect(puts).toEqual([]);
    expect(toast.error).not.toHaveBeenCalled();
    expect(submit().disabled).toBe(false);
  });

  it('says in words, once, when the upload fails for want of a connection', async () => {
    answerProduct(['a']);
    server.use(http.put(apiPath('/products/p1'), () => HttpResponse.error()));
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(note()).toMatch(/may not have been saved|was not saved/));
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
