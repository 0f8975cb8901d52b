import { CONTACT_LIMITS, contactMessages, type ContactInput } from '@electro/shared';
import { AppError } from '../../lib/errors';
import { createHourlyAddressLimit } from '../../lib/registration-limit';
import type { Services } from '../../lib/services';

export type ContactDeps = Pick<Services, 'db' | 'mail'>;

/** The counter of one client address's messages (the login guard's table of counters). */
export const contactKey = (address: string) => `contact\n${address}`;

export const contactServiceMessages = {
  noRecipient:
    'The shop cannot take messages at the moment. Please call us instead: the number is on this page.',
} as const;

/**
 * POST /contact: one message to the owner's mailbox. Counted before anything is written, per
 * client address, like sign-ups: a refused message costs one statement, and a burst of
 * concurrent ones cannot all slip under the limit. The mail is queued in one transaction, so
 * the owner's addresses all get it or none does.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: ContactInput,
  address: string,
): Promise<void> {
  const wait = await createHourlyAddressLimit({
    db: deps.db,
    perHour: CONTACT_LIMITS.perAddressPerHour,
    key: contactKey,
  }).take(address);
  if (wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', contactMessages.tooMany(wait), {
      headers: { 'retry-after': String(wait) },
    });
  }
  const queued = await deps.db.transaction((tx) => deps.mail.contactMessage(tx, input));
  // No ORDER_ALERT_EMAIL and no admin account: saying "sent" would lose the message unseen.
  if (queued === 0) throw new AppError('UNAVAILABLE', contactServiceMessages.noRecipient);
}
