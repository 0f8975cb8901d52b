import type { ChangePasswordInput, UpdateAccountInput } from '@electro/shared';
import type { UserRow } from '../../db/schema/index';
import { AppError, notFound, pgCodes, pgErrorCode } from '../../lib/errors';
import type { Services } from '../../lib/services';
import {
  findLastShippingAddress,
  findUserById,
  setPasswordHash,
  updateUserRow,
} from './users.repository';

export type UsersDeps = Pick<Services, 'db' | 'images' | 'passwords' | 'tokens' | 'mail'>;

export const usersMessages = {
  found: 'User found',
  updated: 'Success User updated',
  passwordChanged: 'Password changed successfully',
  wrongPassword: 'Current password is incorrect',
  uploaded: 'successfully uploaded',
  emailTaken: 'This email is already registered.',
  imageRequired: 'Image is required',
} as const;

export async function getUser(deps: UsersDeps, id: string): Promise<UserRow> {
  const row = await findUserById(deps.db, id);
  if (!row) throw notFound('User');
  return row;
}

/**
 * The user and the address of their latest order: checkout offers it first, since the
 * profile's one line of address often does not fit checkout's city and street rules.
 */
export async function getCurrentUser(deps: UsersDeps, id: string) {
  const [user, lastShippingAddress] = await Promise.all([
    getUser(deps, id),
    findLastShippingAddress(deps.db, id),
  ]);
  return { user, lastShippingAddress };
}

export async function updateAccount(
  deps: UsersDeps,
  id: string,
  input: UpdateAccountInput,
): Promise<UserRow> {
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as UpdateAccountInput;
  if (Object.keys(changes).length === 0) return getUser(deps, id);
  try {
    return await deps.db.transaction(async (tx) => {
      // The notice goes to the address the account had: a changed address may not be theirs.
      const before = await findUserById(tx, id);
      const row = await updateUserRow(tx, id, changes);
      if (!before || !row) throw notFound('User');
      // A form sent again with the same values changed nothing worth a message.
      const changed = (Object.keys(changes) as Array<keyof UpdateAccountInput>).some(
        (key) => before[key] !== row[key],
      );
      if (changed) await deps.mail.accountChanged(tx, before, 'profile-changed');
      return row;
    });
  } catch (error) {
    if (pgErrorCode(error) === pgCodes.uniqueViolation) {
      throw new AppError('CONFLICT', usersMessages.emailTaken);
    }
    throw error;
  }
}

export async function changePassword(
  deps: UsersDeps,
  id: string,
  input: ChangePasswordInput,
): Promise<string> {
  const user = await getUser(deps, id);
  if (!(await deps.passwords.verify(user.passwordHash, input.currentPassword))) {
    throw new AppError('UNAUTHORIZED', usersMessages.wrongPassword);
  }
  const passwordHash = await deps.passwords.hash(input.newPassword);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await setPasswordHash(tx, id, passwordHash);
    if (!updated) throw notFound('User');
    await deps.mail.accountChanged(tx, updated, 'password-changed');
    return updated;
  });
  return deps.tokens.sign(row);
}

export async function setProfileImage(
  deps: UsersDeps,
  id: string,
  image: Buffer,
): Promise<UserRow> {
  const previous = await getUser(deps, id);
  const key = await deps.images.save(image, 'profiles');
  const row = await updateUserRow(deps.db, id, { profileImage: key });
  if (!row) {
    await deps.images.remove(key);
    throw notFound('User');
  }
  if (previous.profileImage) await deps.images.remove(previous.profileImage);
  return row;
}
