import { z } from 'zod';
import {
  ADDRESS_MAX,
  CHANGE_PASSWORD_PATTERN,
  DIGITS_PATTERN,
  EGYPTIAN_PHONE_PATTERN,
  EMAIL_PATTERN,
  LOGIN_PASSWORD_PATTERN,
  PHONE_MIN_DIGITS,
  PROFILE_NAME_MAX,
  PROFILE_NAME_MIN,
  REGISTER_NAME_MAX,
  REGISTER_NAME_MIN,
} from '../constants';
import { INPUT_LIMITS, boundedText, requiredString, trimmedString, withinLength } from './helpers';

export const messages = {
  emailInvalid: 'Enter a valid Email',
  emailRequired: 'Email must be required',
  passwordPattern: 'Password must start with an uppercase letter and be more than 5 characters',
  passwordRequired: 'Enter Your Password',
  nameMin: 'Your Name Must be More than 3 characters',
  nameMax: 'Your Name Must be less than 10 characters',
  nameRequired: 'Name is required.',
  phonePattern: 'Enter an Egyptian Number',
  phoneRequired: 'Phone is required.',
  addressRequired: 'Address is required.',
  confirmPasswordMatch: 'Confirm Password must be equal to Password',
  confirmPasswordRequired: 'Confirm Password is required.',
  changePasswordPattern:
    'Password must contain at least 4 characters, one uppercase letter, one lowercase letter, and one number',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordSame: 'New password must be different from the current password',
  profileNameMin: 'Name should be at least 3 characters',
  profileNameMax: 'Name should not exceed 50 characters',
  profileEmailInvalid: 'Invalid email address',
  profileAddressMax: 'Address should not exceed 100 characters',
  profilePhoneDigits: 'Phone must be only digits',
  profilePhoneMin: 'Phone number should be at least 10 digits',
  invalidCredentials: 'Invalid Credentials ',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  resetRequested:
    'If an account exists for this address, a link to reset its password is on its way.',
  passwordReset: 'Password reset successfully',
} as const;

/**
 * An address is compared in Unicode's compatibility form, then in lower case, so that one
 * mailbox is one account: `customer@electro.ｔｅｓｔ` (full-width letters) is
 * `customer@electro.test`, at registration, at login and on a profile change alike.
 */
const email = requiredString(messages.emailRequired, {
  label: 'Email',
  max: INPUT_LIMITS.email,
})
  .normalize('NFKC')
  .toLowerCase()
  .regex(EMAIL_PATTERN, withinLength(INPUT_LIMITS.email, messages.emailInvalid));

/** A password as typed: never trimmed, and bounded before any pattern reads it. */
const password = (required: string, tooLong?: string) =>
  boundedText(
    required,
    { label: 'Password', max: INPUT_LIMITS.password, tooLong },
    { trim: false },
  ).min(1, required);

const loginPassword = password(messages.passwordRequired, messages.passwordPattern).regex(
  LOGIN_PASSWORD_PATTERN,
  withinLength(INPUT_LIMITS.password, messages.passwordPattern),
);

export const loginSchema = z.object({
  email,
  password: loginPassword,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: requiredString(messages.nameRequired, {
      label: 'Name',
      max: REGISTER_NAME_MAX,
      tooLong: messages.nameMax,
    }).min(REGISTER_NAME_MIN, messages.nameMin),
    email,
    phone: requiredString(messages.phoneRequired, {
      label: 'Phone',
      max: INPUT_LIMITS.phone,
      tooLong: messages.phonePattern,
    }).regex(EGYPTIAN_PHONE_PATTERN, withinLength(INPUT_LIMITS.phone, messages.phonePattern)),
    address: requiredString(messages.addressRequired, {
      label: 'Address',
      max: ADDRESS_MAX,
      tooLong: messages.profileAddressMax,
    }),
    password: loginPassword,
    confirmPassword: password(messages.confirmPasswordRequired, messages.confirmPasswordMatch),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.confirmPasswordMatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/**
 * A reset sets a password by the register rules (contract v1.2). The token is opaque: one
 * that is missing, malformed or too long reads like any other link that does not work.
 */
export const resetPasswordSchema = z
  .object({
    token: boundedText(
      messages.resetLinkInvalid,
      { label: 'Token', max: INPUT_LIMITS.id, tooLong: messages.resetLinkInvalid },
      { trim: true },
    ).min(1, messages.resetLinkInvalid),
    password: loginPassword,
    confirmPassword: password(messages.confirmPasswordRequired, messages.confirmPasswordMatch),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.confirmPasswordMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: password(messages.currentPasswordRequired),
    newPassword: password(messages.newPasswordRequired, messages.changePasswordPattern)
      .regex(
        CHANGE_PASSWORD_PATTERN,
        withinLength(INPUT_LIMITS.password, messages.changePasswordPattern),
      )
      // The owner must still be able to sign in with it (docs/API.md).
      .regex(LOGIN_PASSWORD_PATTERN, withinLength(INPUT_LIMITS.password, messages.passwordPattern)),
  })
  .refine((value) => value.currentPassword !== value.newPassword, {
    message: messages.newPasswordSame,
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const updateAccountSchema = z.object({
  name: trimmedString(messages.profileNameMin, {
    label: 'Name',
    max: PROFILE_NAME_MAX,
    tooLong: messages.profileNameMax,
  })
    .min(PROFILE_NAME_MIN, messages.profileNameMin)
    .optional(),
  email: trimmedString(messages.profileEmailInvalid, { label: 'Email', max: INPUT_LIMITS.email })
    .normalize('NFKC')
    .toLowerCase()
    .regex(EMAIL_PATTERN, withinLength(INPUT_LIMITS.email, messages.profileEmailInvalid))
    .optional(),
  address: trimmedString(messages.profileAddressMax, {
    label: 'Address',
    max: ADDRESS_MAX,
    tooLong: messages.profileAddressMax,
  }).optional(),
  phone: trimmedString(messages.profilePhoneDigits, { label: 'Phone', max: INPUT_LIMITS.phone })
    .regex(DIGITS_PATTERN, withinLength(INPUT_LIMITS.phone, messages.profilePhoneDigits))
    .min(PHONE_MIN_DIGITS, messages.profilePhoneMin)
    .optional(),
});
export type UpdateAccountInput = z.infer<typeof updateAccountSchema>;
