import {
  mailListResponseSchema,
  mailMessageResponseSchema,
  settingsResponseSchema,
} from '@electro/shared';
import type { MailMessage, MailSummary } from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, failure, server, startMockApi } from '@/test/server';
import { MAIL_KEPT_NOTICE } from '../components/mail-status';
import MailPage, { MAIL_LIST_FAILED } from './mail-page';
import { mockToasts } from '@/test/toasts';

mockToasts();

startMockApi();
beforeEach(() => {
  server.use(
    http.get(apiPath('/settings'), () =>
      answer(settingsResponseSchema, {
        success: true,
        message: 'Store settings',
        settings: { currency: 'USD', timeZone: 'Africa/Cairo' },
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const confirmation: MailSummary = {
  _id: 'm1',
  to: 'mona@example.com',
  subject: 'Your order #1012 is confirmed',
  kind: 'order-confirmation',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-26T12:05:00.000Z',
  sentAt: '2026-11-26T12:06:00.000Z',
};
const reset: MailSummary = {
  _id: 'm2',
  to: 'omar@example.com',
  subject: 'Reset your password',
  kind: 'password-reset',
  status: 'failed',
  attempts: 7,
  lastError: '550 5.1.1 Mailbox unavailable',
  createdAt: '2026-11-26T11:00:00.000Z',
  sentAt: null,
};
const html = (mail: MailSummary): MailMessage => ({
  ...mail,
  html: `<p>Hello</p><a href="https://shop.example/reset-password?token=t">Set a password</a><script>parent.x=1</script>`,
  text: `Hello\n\nSet a password: https://shop.example/reset-password?token=t`,
});

/** Answers GET /admin/mail with `messages` (filtered by status) and records each query. */
function answerList(
  messages: MailSummary[],
  options: { delivery?: 'smtp' | 'kept'; totalPages?: number } = {},
) {
  const queries: Array<Record<string, string>> = [];
  server.use(
    http.get(apiPath('/admin/mail'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const rows = query.status ? messages.filter((m) => m.status === query.status) : messages;
      return answer(mailListResponseSchema, {
        success: true,
        message: 'Mail fetched successfully',
        messages: rows,
        totalMessages: rows.length,
        page: Number(query.page ?? 1),
        limit: Number(query.limit ?? 20),
        totalPages: options.totalPages ?? (rows.length > 0 ? 1 : 0),
        delivery: options.delivery ?? 'smtp',
      });
    }),
  );
  return queries;
}

/** The table row, or the card, that holds `element`. */
const rowOf = (element: HTMLElement) => element.closest<HTMLElement>('tr, li')!;

const renderPage = (path = '/admin/mail') => renderApp(<MailPage />, { path });

describe('admin Mailbox', { timeout: 20_000 }, () => {
  it("lists each message with its kind, status and times in the shop's time zone", async () => {
    answerList([confirmation, reset]);
    renderPage();
    const sent = rowOf(await screen.findByRole('link', { name: confirmation.subject }));
    expect(within(sent).getByText('mona@example.com')).toBeTruthy();
    expect(within(sent).getByText('Order confirmation')).toBeTruthy();
    expect(within(sent).getByText('Sent')).toBeTruthy();
    // 12:05 UTC is 14:05 in Cairo.
    expect(await within(sent).findByText('26 Nov 2026, 14:05 EET')).toBeTruthy();
    expect(within(sent).getByText('26 Nov 2026, 14:06 EET')).toBeTruthy();
    const failed = rowOf(screen.getByRole('link', { name: reset.subject }));
    expect(within(failed).getByText('Password reset')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('7')).toBeTruthy();
    expect(within(failed).getByText('Not yet')).toBeTruthy();
    expect(screen.queryByText(MAIL_KEPT_NOTICE)).toBeNull();
  });

  it('says plainly that nothing is sent when the store has no mail server', async () => {
    answerList([{ ...confirmation, status: 'queued', attempts: 0, sentAt: null }], {
      delivery: 'kept',
    });
    renderPage();
    expect(await screen.findByText(MAIL_KEPT_NOTICE)).toBeTruthy();
    const row = rowOf(screen.getByRole('link', { name: confirmation.subject }));
    expect(within(row).getByText('Queued')).toBeTruthy();
  });

  it('filters by status on the server and names the empty result', async () => {
    const queries = answerList([confirmation]);
    renderPage();
    await screen.findByRole('link', { name: confirmation.subject });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    expect(await screen.findByText('No failed messages.')).toBeTruthy();
    expect(queries.at(-1)).toMatchObject({ status: 'failed', page: '1' });
  });

  it('says when there is no message yet', async () => {
    answerList([]);
    renderPage();
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });

  it('offers to try again when the list cannot be fetched', async () => {
    server.use(http.get(apiPath('/admin/mail'), () => failure(500, 'Internal Server Error')));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MAIL_LIST_FAILED);
    answerList([confirmation]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: confirmation.subject })).toBeTruthy();
  });

  it('pages through the list', async () => {
    const queries = answerList([confirmation], { totalPages: 3 });
    renderPage();
    await screen.findByRole('link', { name: confirmation.subject });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: '2', limit: '20' }));
  });

  it('shows a message in a sandbox that runs nothing, and its text part in a tab', async () => {
    answerList([confirmation]);
    server.use(
      http.get(apiPath('/admin/mail/m1'), () =>
        answer(mailMessageResponseSchema, {
          success: true,
          message: 'Message fetched successfully',
          mail: html(confirmation),
        }),
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('link', { name: confirmation.subject }));
    expect(await screen.findByRole('heading', { name: confirmation.subject })).toBeTruthy();
    const frame = screen.getByTitle(
      `The message as its recipient sees it: ${confirmation.subject}`,
    );
    // An empty sandbox: no scripts, no same origin, no forms, no navigation of the admin.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(html(confirmation).html);
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();

    const textTab = screen.getByRole('tab', { name: 'Text' });
    fireEvent.click(textTab);
    expect(textTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain(
      'Set a password: https://shop.example/reset-password?token=t',
    );
    // Arrow keys move between the tabs, as in any tab list.
    fireEvent.keyDown(textTab, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'HTML' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('link', { name: 'Back to the Mailbox' }));
    expect(await screen.findByRole('heading', { name: 'Mailbox' })).toBeTruthy();
  });

  it('shows why a message failed and sends it again', async () => {
    let current: MailMessage = html(reset);
    const resends: string[] = [];
    answerList([reset]);
    server.use(
      http.get(apiPath('/admin/mail/m2'), () =>
        answer(mailMessageResponseSchema, {
          success: true,
          message: 'Message fetched successfully',
          mail: current,
        }),
      ),
      http.post(apiPath('/admin/mail/m2/resend'), () => {
        resends.push('m2');
        current = { ...current, status: 'queued', attempts: 0, lastError: null };
        return answer(mailMessageResponseSchema, {
          success: true,
          message: 'Message queued again',
          mail: current,
        });
      }),
    );
    renderPage('/admin/mail?message=m2');
    expect(await screen.findByText('550 5.1.1 Mailbox unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message queued again'));
    expect(resends).toEqual(['m2']);
    // The view refreshes: queued again, no error, nothing more to send again.
    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(screen.queryByText('550 5.1.1 Mailbox unavailable')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('says when a message cannot be found, with the way back', async () => {
    server.use(http.get(apiPath('/admin/mail/gone'), () => failure(404, 'Message not found')));
    renderPage('/admin/mail?message=gone');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Message not found');
    expect(within(alert).getByRole('link', { name: 'Back to the Mailbox' })).toBeTruthy();
  });
});
