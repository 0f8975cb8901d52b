import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, getAuthToken } from '@/lib/auth-token';
import { toast } from '@/lib/toast';
import LoginPage from './login-page';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const base64url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const adminToken = `${base64url('{"alg":"HS256"}')}.${base64url(
  JSON.stringify({ userId: 'a1', name: 'Admin', email: 'a@x.io', role: 'admin' }),
)}.sig`;

function answerLogin(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

async function submitLogin() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/admin" element={<h1>Dashboard stub</h1>} />
          <Route path="/" element={<h1>Home stub</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@x.io' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Admin1234' } });
  const button = screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

afterEach(() => {
  cleanup();
  clearAuthToken();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('login', () => {
  it("fails with 'Invalid Credentials ' when the answer has no token", async () => {
    answerLogin(200, { success: true, message: 'Logged in successfully' });
    await submitLogin();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid Credentials ');
    expect(getAuthToken()).toBeNull();
  });

  it("shows the server's message above the form", async () => {
    answerLogin(429, { success: false, message: 'Too many failed logins. Try again in 60 s.' });
    await submitLogin();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed logins. Try again in 60 s.',
    );
  });

  it('signs an admin in and sends them to /admin with a toast', async () => {
    answerLogin(200, {
      success: true,
      message: 'Logged in successfully',
      token: adminToken,
      user: { _id: 'a1', name: 'Admin', role: 'admin' },
    });
    await submitLogin();
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeTruthy();
    expect(getAuthToken()).toBe(adminToken);
    expect(toast.success).toHaveBeenCalledWith('Logged in successfully');
  });
});
