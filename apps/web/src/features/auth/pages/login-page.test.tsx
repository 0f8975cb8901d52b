import { errorResponseSchema, loginResponseSchema, messageResponseSchema } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, getAuthToken } from '@/lib/auth-token';
import { toast } from '@/lib/toast';
import { makeToken, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import LoginPage from './login-page';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();

const customerToken = makeToken({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user' });
const adminToken = makeToken({ userId: 'a1', name: 'Admin', email: 'a@x.io', role: 'admin' });

/** The store's answer to a good login: the token and the user it belongs to. */
const loggedIn = (token = customerToken, user = makeUser()) =>
  answer(loginResponseSchema, { success: true, message: 'Logged in successfully', token, user });

function answerLogin(reply: () => Response) {
  server.use(http.post(apiPath('/auth/login'), reply));
}

async function submitLogin(path = '/login') {
  renderApp(<LoginPage />, {
    path,
    routes: {
      '/admin': <h1>Dashboard stub</h1>,
      '/': <h1>Home stub</h1>,
      '/checkout-cash': <h1>Checkout stub</h1>,
    },
  });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@x.io' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Admin1234' } });
  const button = screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

afterEach(() => {
  cleanup();
  clearAuthToken();
  vi.clearAllMocks();
});

describe('login', () => {
  it("fails with 'Invalid Credentials ' when the answer has no token", async () => {
    // A success envelope without a token: the page must not take it for a login.
    answerLogin(() =>
      answer(messageResponseSchema, { success: true, message: 'Logged in successfully' }),
    );
    await submitLogin();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid Credentials ');
    expect(getAuthToken()).toBeNull();
  });

  it("shows the server's message above the form", async () => {
    answerLogin(() =>
      answer(
        errorResponseSchema,
        { success: false, message: 'Too many failed logins. Try again in 60 s.' },
        { status: 429 },
      ),
    );
    await submitLogin();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed logins. Try again in 60 s.',
    );
  });

  it('signs an admin in and sends them to /admin with a toast', async () => {
    const admin = makeUser({ _id: 'a1', id: 'a1', name: 'Admin', email: 'a@x.io', role: 'admin' });
    answerLogin(() => loggedIn(adminToken, admin));
    await submitLogin();
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeTruthy();
    expect(getAuthToken()).toBe(adminToken);
    expect(toast.success).toHaveBeenCalledWith('Logged in successfully');
  });

  it('returns a customer to the page that sent them to log in', async () => {
    answerLogin(() => loggedIn());
    await submitLogin(`/login?redirect=${encodeURIComponent('/checkout-cash')}`);
    expect(await screen.findByRole('heading', { name: 'Checkout stub' })).toBeTruthy();
  });

  it('goes home instead of to another site named in ?redirect= (open redirect)', async () => {
    answerLogin(() => loggedIn());
    await submitLogin(`/login?redirect=${encodeURIComponent('//evil.example/phish')}`);
    expect(await screen.findByRole('heading', { name: 'Home stub' })).toBeTruthy();
  });

  it('tries once more after Retry-After when the store is busy, saying so meanwhile', async () => {
    const busy = 'The store is busy signing people in. Please try again in a few seconds.';
    let calls = 0;
    answerLogin(() => {
      calls += 1;
      if (calls === 1) {
        return HttpResponse.json(
          { success: false, message: busy },
          { status: 503, headers: { 'retry-after': '1' } },
        );
      }
      return loggedIn();
    });
    await submitLogin();
    // While it waits: the button says what is happening and is busy, a status says why.
    const notice = await screen.findByText(
      'Many people are signing in right now. Trying again in 1 second…',
    );
    expect(notice.getAttribute('role')).toBe('status');
    const button = screen.getByRole('button', { name: /Signing in…/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    expect(
      await screen.findByRole('heading', { name: 'Home stub' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls).toBe(2);
    expect(getAuthToken()).toBe(customerToken);
  });

  it('shows the busy message when the second try is refused too, and tries no more', async () => {
    const busy = 'The store is busy signing people in. Please try again in a few seconds.';
    let calls = 0;
    answerLogin(() => {
      calls += 1;
      return HttpResponse.json(
        { success: false, message: busy },
        { status: 503, headers: { 'retry-after': '1' } },
      );
    });
    await submitLogin();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe(busy);
    expect(calls).toBe(2);
    expect(screen.queryByText(/Trying again/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });
});
