import { integer, pgTable, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './common';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    role: text('role', { enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on password change: every token carrying an older version is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    profileImage: text('profile_image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_created_idx').on(t.role, t.createdAt),
  ],
);
export type UserRow = typeof users.$inferSelect;
