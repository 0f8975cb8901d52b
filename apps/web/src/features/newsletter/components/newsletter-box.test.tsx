import { messageResponseSchema, messages, newsletterSchema } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, failure, server, startMockApi } from '@/test/server';
import { NewsletterBox } from './newsletter-box';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

/** Answers POST /newsletter once the test lets it (`release`), recording each body. */
function answerNewsletter(reply: () => Response) {
  const bodies: unknown[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(apiPath('/newsletter'), async ({ request }) => {
      bodies.push(newsletterSchema.parse(await request.json()));
      await held;
      return reply();
    }),
  );
  return { bodies, release };
}

function subscribe(email: string) {
  renderApp(<NewsletterBox />);
  const input = screen.getByLabelText('Email address') as HTMLInputElement;
  fireEvent.change(input, { target: { value: email } });
  const button = screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement;
  fireEvent.click(button);
  return { input, button };
}

describe('newsletter box', () => {
  it('sends the address, is busy until the store answers, then thanks and clears', async () => {
    const thanks = 'Thank you for subscribing to our newsletter.';
    const { bodies, release } = answerNewsletter(() =>
      answer(messageResponseSchema, { success: true, message: thanks }),
    );
    const { input, button } = subscribe('Mona@Example.com');
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.disabled).toBe(true);
    release();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(thanks));
    expect(bodies).toEqual([{ email: 'mona@example.com' }]);
    expect(input.value).toBe('');
    await waitFor(() => expect(button.disabled).toBe(false));
  });

  it("keeps the address and says the store's error when it refuses", async () => {
    const { release } = answerNewsletter(() => failure(429, 'Too many requests'));
    release();
    const { input, button } = subscribe('mona@example.com');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many requests'));
    expect(input.value).toBe('mona@example.com');
    expect(button.disabled).toBe(false);
  });

  it('says a bad address inline and sends nothing', async () => {
    const { bodies } = answerNewsletter(() => failure(500, 'unexpected'));
    subscribe('not-an-address');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.emailInvalid);
    expect(bodies).toEqual([]);
  });
});
