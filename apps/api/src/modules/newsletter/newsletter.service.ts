import type { Services } from '../../lib/services';
import { insertSubscriber } from './newsletter.repository';

export type NewsletterDeps = Pick<Services, 'db'>;

export const newsletterMessages = {
  subscribed: 'Thank you for subscribing to our newsletter.',
  already: 'You are already subscribed to our newsletter.',
} as const;

/** Subscribing twice is no error: false says the address was already there. */
export function subscribe({ db }: NewsletterDeps, email: string): Promise<boolean> {
  return insertSubscriber(db, email);
}
