import type { ContactInput, MessageResponse } from '@electro/shared';
import { api } from '@/lib/api-client';

/** What the form says when the API gave no message of its own (a 500, a proxy's page). */
export const CONTACT_FAILED_MESSAGE = 'Your message could not be sent. Please try again.';

/** What a lost connection means for the message (the form keeps what was written). */
export const contactConnectionNotes = {
  idle: 'You are offline. Sending needs a connection; send your message once it is back.',
  notSent:
    'The connection is gone, so your message was not sent. What you wrote is kept: press Send again once the connection is back.',
  lost: 'The connection was lost while sending, so your message may not have arrived. What you wrote is kept: send it again once the connection is back.',
} as const;

/** POST /contact: one message to the shop's owner; 202 with the thanks to show. */
export function sendContactMessage(input: ContactInput) {
  return api.post<MessageResponse>('/contact', input);
}
