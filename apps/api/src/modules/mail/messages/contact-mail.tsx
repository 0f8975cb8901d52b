/** @jsxRuntime automatic @jsxImportSource react */
import { shopDateTime, type ShopFormat } from './format';
import {
  Button,
  Heading,
  Layout,
  Paragraph,
  colors,
  renderDocument,
  type RenderedMail,
} from './layout';

export type ContactMailContext = ShopFormat & { shopName: string };

/** What a shopper wrote on the Contact page, as the shared schema let it through. */
export type ContactMailData = { name: string; email: string; message: string };

/** One line of a name a shopper typed: a subject or a greeting never breaks over lines. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * `mailto:` with the address percent-encoded but its `@`, so a `?`, `&` or `#` the address may
 * hold cannot start the link's query, and the owner's client opens a reply to that address.
 */
export function replyLink(email: string, subject: string): string {
  const address = encodeURIComponent(email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/**
 * To the shop's owner: a message from the Contact page's form. The shopper's words are text
 * (React escapes them, so a `<script>` arrives as those characters), kept with their line
 * breaks. The outbox has no Reply-To, so the message names the shopper's address and links a
 * reply to it: replying to the message itself would answer the shop's own From address.
 */
export function contactMessageMail(
  shop: ContactMailContext,
  contact: ContactMailData,
  at: Date,
): RenderedMail {
  const name = oneLine(contact.name);
  const subject = `Contact form: message from ${name}`;
  const when = shopDateTime(shop, at);
  const reply = replyLink(contact.email, `Re: your message to ${shop.shopName}`);
  const html = renderDocument(
    <Layout
      title={subject}
      preview={`${name} (${contact.email}) wrote on the Contact page.`}
      shopName={shop.shopName}
    >
      <Heading>A message from the Contact page</Heading>
      <Paragraph>
        {name} wrote on {when}. Answer to their address, {contact.email}: replying to this message
        would only reach the shop.
      </Paragraph>
      <div
        className="m-text m-line"
        style={{
          margin: '0 0 20px',
          padding: '12px 16px',
          borderLeft: `4px solid ${colors.line}`,
          color: colors.text,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {contact.message}
      </div>
      <Button href={reply}>Reply to {name}</Button>
      <Paragraph muted>
        Sent with the form on the shop&apos;s Contact page. The address was typed by the sender and
        has not been checked.
      </Paragraph>
    </Layout>,
  );
  const text = [
    `A message from the Contact page`,
    '',
    `From: ${name} <${contact.email}>`,
    `Sent: ${when}`,
    '',
    contact.message,
    '',
    `Reply to ${contact.email}: replying to this message would only reach the shop.`,
    'The address was typed by the sender and has not been checked.',
  ].join('\n');
  return { subject, html, text };
}
