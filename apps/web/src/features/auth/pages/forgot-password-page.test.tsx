import { forgotPasswordSchema, messageResponseSchema, messages } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, failure, server, startMockApi } from '@/test/server';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';

startMockApi();
afterEach(cleanup);

/** Answers POST /auth/forgot-password and records each body it was sent. */
function answerForgot(reply: () => Response = () => sent()) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiPath('/auth/forgot-password'), async ({ request }) => {
      bodies.push(forgotPasswordSchema.parse(await request.json()));
      return reply();
    }),
  );
  return bodies;
}

const sent = () =>
  answer(messageResponseSchema, { success: true, message: messages.resetRequested });

async function submit(email: string) {
  renderApp(<ForgotPasswordPage />, { path: '/forgot-password' });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  const button = screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

describe('forgot password', () => {
  it("shows the store's answer in place of the form, and moves focus to it", async () => {
    const bodies = answerForgot();
    await submit('Mona@Example.com');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(messages.resetRequested);
    expect(document.activeElement).toBe(status);
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(bodies).toEqual([{ email: 'mona@example.com' }]);
    // Asking again brings the form back with the address kept.
    fireEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    const input = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(input.value).toBe('Mona@Example.com');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it("says the email rule's message inline and sends nothing for a bad address", async () => {
    const bodies = answerForgot();
    renderApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    const input = screen.getByLabelText('Email');
    fireEvent.change(input, { target: { value: 'not-an-address' } });
    fireEvent.blur(input);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.emailInvalid);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const button = screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toEqual([]);
  });

  it("shows the limit's message when the store refuses (429) and keeps the form", async () => {
    const limited = 'Too many password reset requests. Please try again in 60 minutes.';
    answerForgot(() => failure(429, limited));
    await submit('mona@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(limited);
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('says the request did not get through when the network fails', async () => {
    answerForgot(() => HttpResponse.error());
    await submit('mona@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The link could not be requested. Check your connection and try again.',
    );
  });

  it('is linked from the login page under the password, with the address typed there', async () => {
    renderApp(<LoginPage />, {
      path: '/login',
      routes: { '/forgot-password': <ForgotPasswordPage /> },
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mona@example.com' } });
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    // After the password field and before the Login button, in reading and tab order.
    const password = screen.getByLabelText('Password');
    const login = screen.getByRole('button', { name: 'Login' });
    expect(password.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link.compareDocumentPosition(login) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('mona@example.com');
  });
});
