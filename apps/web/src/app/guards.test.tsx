import { loginResponseSchema } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/api/session';
import LoginPage from '@/features/auth/pages/login-page';
import { clearAuthToken, setAuthToken } from '@/lib/auth-token';
import { makeToken, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import { CustomerGuard, VisitorGuard } from './guards';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();

afterEach(() => {
  cleanup();
  clearAuthToken();
});

describe('guards', () => {
  it('sends a guest from a guarded page to /login, and back to it after signing in', async () => {
    server.use(
      http.post(apiPath('/auth/login'), () =>
        answer(loginResponseSchema, {
          success: true,
          message: 'Logged in successfully',
          token: makeToken({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user' }),
          user: makeUser(),
        }),
      ),
    );
    renderApp(
      <Routes>
        <Route element={<VisitorGuard />}>
          <Route path="/login" element={<LoginPage />} />
        </Route>
        <Route path="/" element={<h1>Home stub</h1>} />
        <Route path="/profile" element={<CustomerGuard requireSignIn />}>
          <Route path="orders" element={<h1>Orders stub</h1>} />
        </Route>
      </Routes>,
      { path: '/profile/orders?page=2' },
    );

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'm@x.io' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    const login = screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;
    await waitFor(() => expect(login.disabled).toBe(false));
    fireEvent.click(login);

    expect(await screen.findByRole('heading', { name: 'Orders stub' })).toBeTruthy();
  });

  it('signs a visitor who logged out back in to the page they logged out from', async () => {
    server.use(
      http.post(apiPath('/auth/login'), () =>
        answer(loginResponseSchema, {
          success: true,
          message: 'Logged in successfully',
          token: makeToken({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user' }),
          user: makeUser(),
        }),
      ),
    );
    setAuthToken(makeToken({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user' }));
    renderApp(
      <Routes>
        <Route element={<VisitorGuard />}>
          <Route path="/login" element={<LoginPage />} />
        </Route>
        <Route path="/" element={<h1>Home stub</h1>} />
        <Route path="/product/:id" element={<LogoutStub />} />
      </Routes>,
      { path: '/product/p1?tab=reviews' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'm@x.io' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    const login = screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;
    await waitFor(() => expect(login.disabled).toBe(false));
    fireEvent.click(login);

    expect(await screen.findByRole('heading', { name: 'Product stub' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/product/p1?tab=reviews');
  });
});

/** A page with the session's own Logout, and where it is. */
function LogoutStub() {
  const { logout } = useSession();
  const { pathname, search } = useLocation();
  return (
    <>
      <h1>Product stub</h1>
      <p data-testid="where">{`${pathname}${search}`}</p>
      <button type="button" onClick={logout}>
        Logout
      </button>
    </>
  );
}
