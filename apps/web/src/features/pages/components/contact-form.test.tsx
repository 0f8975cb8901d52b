import {
  CONTACT_LIMITS,
  contactMessages,
  messageResponseSchema,
  messages,
  type ContactInput,
} from '@electro/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { answer, apiPath, failure, server, startMockApi } from '@/test/server';
import { CONTACT_FAILED_MESSAGE, contactConnectionNotes } from '../api/contact';
import ContactForm from './contact-form';

startMockApi();

let onLine = true;
beforeEach(() => {
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The form's live region (the button's spinner is a status of its own while sending). */
const liveRegion = () => screen.getAllByRole('status').find((element) => element.tagName === 'P');
const sendButton = () => screen.getByRole('button', { name: /Send/ }) as HTMLButtonElement;

function fill(values: Partial<ContactInput>) {
  if (values.name !== undefined)
    fireEvent.input(field('Your name'), { target: { value: values.name } });
  if (values.email !== undefined) {
    fireEvent.input(field('Your email'), { target: { value: values.email } });
  }
  if (values.message !== undefined) {
    fireEvent.input(field('Message'), { target: { value: values.message } });
  }
}

const shopper = {
  name: 'Mona Hassan',
  email: 'mona@example.test',
  message: 'Do you have the blue one in stock?',
};

/** Answers POST /contact with `respond`, keeping each body the form sent. */
function contactApi(respond: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiPath('/contact'), async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

describe('ContactForm', () => {
  it("says each field's problem, tied to its field, and sends nothing", async () => {
    const bodies = contactApi(() => failure(500, 'should not be called'));
    renderApp(<ContactForm />);
    fill({ email: 'mona@', message: 'Too short' });
    fireEvent.click(sendButton());

    expect(await screen.findByText(contactMessages.nameRequired)).toBeTruthy();
    expect(screen.getByText(messages.emailInvalid)).toBeTruthy();
    expect(screen.getByText(contactMessages.messageMin)).toBeTruthy();
    const message = field('Message');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (message.getAttribute('aria-describedby') ?? '').split(' ');
    const said = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(said).toContain(contactMessages.messageMin);
    expect(said).toContain(`9 of 2,000 characters (at least ${CONTACT_LIMITS.messageMin}).`);
    // The first field with a problem takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(field('Your name')));
    expect(bodies).toEqual([]);
  });

  it('counts the characters of the message as it is typed', () => {
    renderApp(<ContactForm />);
    expect(screen.getByText('0 of 2,000 characters (at least 10).')).toBeTruthy();
    fill({ message: 'x'.repeat(2001) });
    expect(screen.getByText('2,001 of 2,000 characters (at least 10).')).toBeTruthy();
  });

  it('says it is sending, then thanks the shopper in a live region and empties the form', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies = contactApi(async () => {
      await held;
      return answer(
        messageResponseSchema,
        { success: true, message: contactMessages.sent },
        { status: 202 },
      );
    });
    renderApp(<ContactForm />);
    fill({ ...shopper, name: `  ${shopper.name} ` });
    fireEvent.click(sendButton());

    await waitFor(() => expect(sendButton().textContent).toContain('Sending…'));
    expect(sendButton().disabled).toBe(true);
    // A second press while sending sends nothing more.
    fireEvent.click(sendButton());
    release();

    const status = liveRegion();
    await waitFor(() => expect(status?.textContent).toBe(contactMessages.sent));
    expect(bodies).toEqual([shopper]);
    expect(field('Your name').value).toBe('');
    expect(field('Your email').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(sendButton().disabled).toBe(false);
    expect(sendButton().textContent).toBe('Send');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the API's message and keeps what was written", async () => {
    const tooMany = contactMessages.tooMany(3600);
    contactApi(() => failure(429, tooMany));
    renderApp(<ContactForm />);
    fill(shopper);
    fireEvent.click(sendButton());

    expect((await screen.findByRole('alert')).textContent).toBe(tooMany);
    expect(field('Your name').value).toBe(shopper.name);
    expect(field('Message').value).toBe(shopper.message);
    expect(liveRegion()?.textContent).toBe('');
  });

  it('says the message was not sent when the server gives no message of its own', async () => {
    contactApi(() => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }));
    renderApp(<ContactForm />);
    fill(shopper);
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_FAILED_MESSAGE);
  });

  it('says so while offline, and sends nothing until the connection is back', async () => {
    onLine = false;
    const bodies = contactApi(() =>
      answer(messageResponseSchema, { success: true, message: contactMessages.sent }),
    );
    renderApp(<ContactForm />);
    expect(screen.getByRole('alert').textContent).toBe(contactConnectionNotes.idle);

    fill(shopper);
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(contactConnectionNotes.notSent),
    );
    expect(bodies).toEqual([]);
    expect(field('Message').value).toBe(shopper.message);
  });

  it('says the message may not have arrived when the connection drops while sending', async () => {
    contactApi(() => HttpResponse.error());
    renderApp(<ContactForm />);
    fill(shopper);
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(contactConnectionNotes.lost);
    expect(field('Message').value).toBe(shopper.message);
  });
});
