import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
