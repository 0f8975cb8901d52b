import { messageResponseSchema, messages, resetPasswordSchema } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAuthToken, getAuthToken, setAuthToken } from '@/lib/auth-token';
import { toast } from '@/lib/toast';
import { makeToken } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, failure, server, startMockApi } from '@/test/server';
import LoginPage from './login-page';
import ResetPasswordPage, { MISSING_TOKEN_MESSAGE, RESET_DONE_NOTICE } from './reset-password-page';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();
afterEach(() => {
  cleanup();
  clearAuthToken();
  vi.clearAllMocks();
});

/** Answers POST /auth/reset-password and records each body it was sent. */
function answerReset(
  reply: () => Response | Promise<Response> = () =>
    answer(messageResponseSchema, { success: true, message: messages.passwordReset }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiPath('/auth/reset-password'), async ({ request }) => {
      bodies.push(resetPasswordSchema.parse(await request.json()));
      return reply();
    }),
  );
  return bodies;
}

function open(path = '/reset-password?token=abc123') {
  renderApp(<ResetPasswordPage />, {
    path,
    routes: {
      '/login': <LoginPage />,
      '/forgot-password': <h1>Forgot stub</h1>,
    },
  });
}

async function fillAndSubmit(password = 'Newpass1', confirm = password) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  const button = screen.getByRole('button', { name: 'Set new password' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

describe('reset password', () => {
  it("sets the password with the link's token, then asks to log in with it", async () => {
    // A session of this browser ends: the store stops accepting every earlier token.
    setAuthToken(makeToken({ userId: 'u1', name: 'Mona', email: 'm@x.io', role: 'user' }));
    const bodies = answerReset();
    open();
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(RESET_DONE_NOTICE);
    expect(bodies).toEqual([
      { token: 'abc123', password: 'Newpass1', confirmPassword: 'Newpass1' },
    ]);
    expect(toast.success).toHaveBeenCalledWith(messages.passwordReset);
    expect(getAuthToken()).toBeNull();
  });

  it("says the password rule's messages inline and sends nothing until they hold", async () => {
    const bodies = answerReset();
    open();
    const password = screen.getByLabelText('New password');
    fireEvent.change(password, { target: { value: 'weak' } });
    fireEvent.blur(password);
    expect(await screen.findByText(messages.passwordPattern)).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(password, { target: { value: 'Newpass1' } });
    const confirm = screen.getByLabelText('Confirm new password');
    fireEvent.change(confirm, { target: { value: 'Newpass2' } });
    fireEvent.blur(confirm);
    expect(await screen.findByText(messages.confirmPasswordMatch)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Set new password' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(bodies).toEqual([]);
  });

  it('says a used or expired link cannot work, with the way to a new one', async () => {
    answerReset(() => failure(400, messages.resetLinkInvalid));
    open();
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.resetLinkInvalid);
    fireEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot stub' })).toBeTruthy();
  });

  it('says a link without its token is incomplete, before any password is typed', async () => {
    const bodies = answerReset();
    open('/reset-password');
    expect(screen.getByRole('alert').textContent).toContain(MISSING_TOKEN_MESSAGE);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('shows the loading state while the store answers', async () => {
    let release = () => {};
    answerReset(
      () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              answer(messageResponseSchema, {
                success: true,
                message: 'Password reset successfully',
              }),
            );
        }),
    );
    open();
    await fillAndSubmit();
    const busy = (await screen.findByRole('button', {
      name: /Setting your password…/,
    })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    release();
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
  });
});
