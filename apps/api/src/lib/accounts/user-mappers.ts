import type { User } from '@electro/shared';
import type { UserRow } from '../../db/schema/index';
import { imageOut, iso } from '../http';

/** The public shape of a user: built field by field, so the hash is never copied. */
export function toUser(row: UserRow, origin: string): User {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    role: row.role,
    profile: row.profileImage ? imageOut(row.profileImage, origin) : null,
    createdAt: iso(row.createdAt),
  };
}
