import { userResponseSchema } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, server, startMockApi } from '@/test/server';
import RegisterPage from './register-page';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('register', () => {
  it('tries once more after Retry-After when the store is busy, and then signs up', async () => {
    let calls = 0;
    server.use(
      http.post(apiPath('/auth/register'), () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json(
            {
              success: false,
              message: 'The store is busy signing people in. Please try again in a few seconds.',
            },
            { status: 503, headers: { 'retry-after': '1' } },
          );
        }
        return answer(
          userResponseSchema,
          {
            success: true,
            message: 'Account created successfully. Please log in.',
            user: makeUser(),
          },
          { status: 201 },
        );
      }),
    );
    renderApp(<RegisterPage />, { path: '/register', routes: { '/login': <h1>Login stub</h1> } });
    const fields: Array<[string, string]> = [
      ['Name', 'Mona'],
      ['Email', 'mona@example.test'],
      ['Phone', '01012345678'],
      ['Address', '12 Tahrir Square'],
      ['Password', 'Secret123'],
      ['Confirm password', 'Secret123'],
    ];
    for (const [label, value] of fields) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    const button = screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);

    const notice = await screen.findByText(
      'Many people are signing up right now. Trying again in 1 second…',
    );
    expect(notice.getAttribute('role')).toBe('status');
    const busy = screen.getByRole('button', { name: /Creating your account…/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');

    expect(
      await screen.findByRole('heading', { name: 'Login stub' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls).toBe(2);
  });
});
