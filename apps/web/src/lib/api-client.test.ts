import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, buildQueryString, getErrorMessage } from './api-client';
import { clearAuthToken, getAuthToken, setAuthToken } from './auth-token';

const fetchMock = vi.fn<typeof fetch>();

const reply = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthToken();
});

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
};

describe('api client', () => {
  it('sends the token header and a JSON body under /api/v1', async () => {
    setAuthToken('tok-123');
    fetchMock.mockResolvedValue(reply(201, { success: true, message: 'ok', count: 1 }));

    const result = await api.post<{ count: number }>('/cart', { productId: 'p1' });

    expect(result.count).toBe(1);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/v1/cart');
    expect(init.method).toBe('POST');
    expect(headers.token).toBe('tok-123');
    expect(headers['content-type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ productId: 'p1' }));
  });

  it('sends no token header for guests, and FormData without a JSON content type', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true, message: 'ok' }));
    const form = new FormData();
    form.append('name', 'Phones');

    await api.put('/categories/1', form);

    const { init, headers } = lastCall();
    expect(headers.token).toBeUndefined();
    expect(headers['content-type']).toBeUndefined();
    expect(init.body).toBe(form);
  });

  it('turns { success: false, message } into an ApiError with the status and message', async () => {
    fetchMock.mockResolvedValue(
      reply(409, {
        success: false,
        message: 'Your are already reviewed',
        errors: [{ path: 'rate', message: 'x' }],
      }),
    );

    const error = await api.post('/products/1/reviews/', { rate: 5 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Your are already reviewed',
      fromServer: true,
    });
    expect((error as ApiError).errors).toEqual([{ path: 'rate', message: 'x' }]);
    expect(getErrorMessage(error, 'Failed to add product.')).toBe('Your are already reviewed');
  });

  it('falls back to the caller message when the body is not the API error shape', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await api.get('/cart').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, fromServer: false });
    expect(getErrorMessage(error, 'Failed to fetch cart.')).toBe('Failed to fetch cart.');

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const offline = await api.get('/cart').catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0 });
    expect(getErrorMessage(offline, 'Failed to fetch cart.')).toBe('Failed to fetch cart.');
  });

  it('clears the session on a 401 for a request that carried a token', async () => {
    setAuthToken('expired');
    fetchMock.mockResolvedValue(reply(401, { success: false, message: 'Invalid token' }));
    await expect(api.get('/users')).rejects.toMatchObject({ status: 401 });
    expect(getAuthToken()).toBeNull();
  });

  it('keeps the session when the caller says a 401 means something else', async () => {
    setAuthToken('good');
    fetchMock.mockResolvedValue(reply(401, { success: false, message: 'Wrong password' }));
    await expect(
      api.put('/users/change-password', {}, { clearSessionOn401: false }),
    ).rejects.toMatchObject({ message: 'Wrong password' });
    expect(getAuthToken()).toBe('good');
  });

  it('gives up a request that gets no answer in time, as a failure without a server message', async () => {
    // A dead connection: fetch stays open until its signal aborts it.
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
        ),
    );

    const error = await api
      .post('/cart', { productId: 'p1' }, { timeoutMs: 20 })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, fromServer: false });
    expect(getErrorMessage(error, 'Failed to add product.')).toBe('Failed to add product.');
  });

  it('puts a time limit on every JSON request, and keeps the caller able to cancel', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true, message: 'ok' }));
    await api.get('/cart');
    expect(lastCall().init.signal).toBeInstanceOf(AbortSignal);

    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          ),
        ),
    );
    const pending = api.get('/cart', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  it('builds URL-friendly query strings', () => {
    expect(
      buildQueryString({
        search: 'tv',
        category: ['a', 'b'],
        brand: [],
        minPrice: 0,
        page: undefined,
      }),
    ).toBe('?search=tv&category=a%2Cb&minPrice=0');
    expect(buildQueryString({})).toBe('');
  });
});
