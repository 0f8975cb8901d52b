/** @jsxRuntime automatic @jsxImportSource react */
import { shopDateTime, type ShopFormat } from './format';
import {
  Button,
  Heading,
  Layout,
  LinkLine,
  Paragraph,
  renderDocument,
  type RenderedMail,
} from './layout';

export type AccountMailContext = ShopFormat & { shopName: string };

/** How long a reset link works; the tokens' table keeps the same hour (decision 094). */
export const RESET_LINK_MINUTES = 60;

/** The link to choose a new password; it works once, for an hour. */
export function passwordResetMail(
  shop: AccountMailContext,
  user: { name: string },
  resetLink: string,
): RenderedMail {
  const subject = `Reset your ${shop.shopName} password`;
  const html = renderDocument(
    <Layout
      title={subject}
      preview="Choose a new password: the link works once, for one hour."
      shopName={shop.shopName}
    >
      <Heading>Reset your password</Heading>
      <Paragraph>Hello {user.name},</Paragraph>
      <Paragraph>
        Someone, hopefully you, asked to reset the password of your account. The link below works
        once, for one hour.
      </Paragraph>
      <Button href={resetLink}>Choose a new password</Button>
      <LinkLine href={resetLink} />
      <Paragraph muted>
        If you did not ask for this, ignore this message: your password stays as it is.
      </Paragraph>
    </Layout>,
  );
  const text = [
    `Hello ${user.name},`,
    '',
    'Someone, hopefully you, asked to reset the password of your account.',
    `Choose a new password here (the link works once, for one hour):`,
    resetLink,
    '',
    'If you did not ask for this, ignore this message: your password stays as it is.',
    '',
    shop.shopName,
  ].join('\n');
  return { subject, html, text };
}

export type AccountChange = 'password-reset' | 'password-changed' | 'profile-changed';

const changeWords: Record<AccountChange, { subject: string; body: string }> = {
  'password-reset': {
    subject: 'Your password was reset',
    body: 'The password of your account was reset with a link sent to this address',
  },
  'password-changed': {
    subject: 'Your password was changed',
    body: 'The password of your account was changed from your profile',
  },
  'profile-changed': {
    subject: 'Your account details were changed',
    body: 'The details of your account (name, email address, phone or address) were changed',
  },
};

/**
 * After a password change, a reset or a profile change: the owner learns of it even when it
 * was not them, and where to go if so. Sent to the address the account had before the change.
 */
export function accountChangedMail(
  shop: AccountMailContext,
  user: { name: string },
  change: AccountChange,
  at: Date,
  links: { forgotPassword: string },
): RenderedMail {
  const words = changeWords[change];
  const subject = words.subject;
  const when = shopDateTime(shop, at);
  const html = renderDocument(
    <Layout title={subject} preview={`${words.body} on ${when}.`} shopName={shop.shopName}>
      <Heading>{words.subject}</Heading>
      <Paragraph>Hello {user.name},</Paragraph>
      <Paragraph>
        {words.body} on {when}.
        {change === 'profile-changed' ? '' : ' Every device signed in before then is signed out.'}
      </Paragraph>
      <Paragraph>
        If this was not you, reset your password now and check your account's details: someone else
        may know your password.
      </Paragraph>
      <Button href={links.forgotPassword}>Reset your password</Button>
      <LinkLine href={links.forgotPassword} />
      <Paragraph muted>If it was you, there is nothing more to do.</Paragraph>
    </Layout>,
  );
  const text = [
    `Hello ${user.name},`,
    '',
    `${words.body} on ${when}.`,
    ...(change === 'profile-changed' ? [] : ['Every device signed in before then is signed out.']),
    '',
    'If this was not you, reset your password now and check your account details:',
    links.forgotPassword,
    '',
    'If it was you, there is nothing more to do.',
    '',
    shop.shopName,
  ].join('\n');
  return { subject, html, text };
}
