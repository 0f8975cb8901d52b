import { loginResponseSchema } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import LoginPage from '@/features/auth/pages/login-page';
import ResetPasswordPage from '@/features/auth/pages/reset-password-page';
import { clearAuthToken } from '@/lib/auth-token';
import { makeToken, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import { UserMenu } from './user-menu';

startMockApi();
afterEach(() => {
  cleanup();
  clearAuthToken();
});

describe('user menu', () => {
  it("the header's Login does not lead back to a reset link, used up once it worked", async () => {
    const token = makeToken({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user' });
    server.use(
      http.post(apiPath('/auth/login'), () =>
        answer(loginResponseSchema, {
          success: true,
          message: 'Logged in successfully',
          token,
          user: makeUser(),
        }),
      ),
    );
    renderApp(
      <>
        <UserMenu />
        <ResetPasswordPage />
      </>,
      {
        path: '/reset-password?token=abc123',
        routes: {
          '/login': <LoginPage />,
          '/': <h1>Home stub</h1>,
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'm@x.io' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    const login = screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;
    await waitFor(() => expect(login.disabled).toBe(false));
    fireEvent.click(login);
    expect(await screen.findByRole('heading', { name: 'Home stub' })).toBeTruthy();
  });
});
