import { z } from 'zod';
import { EMAIL_PATTERN } from '../constants';
import { messages } from './auth';
import { INPUT_LIMITS, requiredString, withinLength } from './helpers';

/** The Contact page's form (POST /contact): docs/API.md "Contact". */
export const CONTACT_LIMITS = {
  name: 60,
  messageMin: 10,
  message: 2000,
  /** Messages one client address may send in an hour. */
  perAddressPerHour: 5,
} as const;

export const contactMessages = {
  nameRequired: 'Name is required.',
  nameMax: `Name must not exceed ${CONTACT_LIMITS.name} characters.`,
  messageRequired: 'Message is required.',
  messageMin: `Message must be at least ${CONTACT_LIMITS.messageMin} characters long.`,
  messageMax: `Message must not exceed ${CONTACT_LIMITS.message.toLocaleString('en')} characters.`,
  sent: 'Thank you for your message. We will answer by email as soon as we can.',
  tooMany: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `Too many messages were sent from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  },
} as const;

export const contactSchema = z.object({
  name: requiredString(contactMessages.nameRequired, {
    label: 'Name',
    max: CONTACT_LIMITS.name,
    tooLong: contactMessages.nameMax,
  }),
  // The register rule and messages, so the address is read as everywhere else in the store.
  email: requiredString(messages.emailRequired, { label: 'Email', max: INPUT_LIMITS.email })
    .normalize('NFKC')
    .regex(EMAIL_PATTERN, withinLength(INPUT_LIMITS.email, messages.emailInvalid)),
  // Counted trimmed: ten spaces and a letter are not a message.
  message: requiredString(contactMessages.messageRequired, {
    label: 'Message',
    max: CONTACT_LIMITS.message,
    tooLong: contactMessages.messageMax,
  }).min(CONTACT_LIMITS.messageMin, contactMessages.messageMin),
});
export type ContactInput = z.infer<typeof contactSchema>;
