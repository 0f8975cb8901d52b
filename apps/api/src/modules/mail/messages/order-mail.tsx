/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { money, shopDateTime, type ShopFormat } from './format';
import {
  Button,
  Heading,
  Layout,
  LinkLine,
  Paragraph,
  cell,
  colors,
  renderDocument,
  type RenderedMail,
} from './layout';

/** What the order messages read: the order as it was written, amounts in the shop's unit. */
export type OrderMailData = {
  id: string;
  number: number;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  lines: Array<{ title: string; quantity: number; unitPrice: number; imageUrl: string }>;
  total: number;
  address: { city: string; street: string; phone: string };
};

export type OrderMailContext = ShopFormat & { shopName: string };

export const orderNumber = (order: Pick<OrderMailData, 'number'>) => `#${order.number}`;

const lineTotal = (line: OrderMailData['lines'][number]) =>
  Math.round(line.unitPrice * line.quantity * 100) / 100;

function OrderLines({ order, shop }: { order: OrderMailData; shop: OrderMailContext }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}
    >
      <tbody>
        {order.lines.map((line, index) => (
          <tr key={index}>
            <td
              className="m-line"
              width={64}
              style={{ ...cell, width: 64, borderBottom: `1px solid ${colors.line}` }}
            >
              <img
                src={line.imageUrl}
                alt=""
                // Without it, React adds a <link rel="preload"> to the head: a page's hint,
                // meaningless in a message.
                fetchPriority="low"
                width={56}
                height={56}
                style={{
                  display: 'block',
                  width: 56,
                  height: 56,
                  objectFit: 'contain',
                  borderRadius: 4,
                  backgroundColor: '#ffffff',
                }}
              />
            </td>
            <td
              className="m-text m-line"
              style={{
                ...cell,
                paddingLeft: 12,
                borderBottom: `1px solid ${colors.line}`,
                color: colors.text,
                fontSize: 15,
                lineHeight: '21px',
              }}
            >
              {line.title}
              <br />
              <span className="m-muted" style={{ color: colors.muted, fontSize: 13 }}>
                {line.quantity} × {money(shop, line.unitPrice)}
              </span>
            </td>
            <td
              className="m-text m-line"
              align="right"
              style={{
                ...cell,
                paddingLeft: 8,
                whiteSpace: 'nowrap',
                borderBottom: `1px solid ${colors.line}`,
                color: colors.text,
                fontSize: 15,
              }}
            >
              {money(shop, lineTotal(line))}
            </td>
          </tr>
        ))}
        <tr>
          <td />
          <td className="m-text" style={{ ...cell, paddingLeft: 12, fontWeight: 700 }}>
            Total
          </td>
          <td
            className="m-text"
            align="right"
            style={{ ...cell, fontWeight: 700, whiteSpace: 'nowrap', color: colors.text }}
          >
            {money(shop, order.total)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ margin: '0 0 16px' }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td
              className="m-muted"
              style={{ ...cell, width: 140, paddingRight: 12, color: colors.muted, fontSize: 14 }}
            >
              {label}
            </td>
            <td className="m-text" style={{ ...cell, color: colors.text, fontSize: 15 }}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const addressLine = (order: OrderMailData) =>
  `${order.address.street}, ${order.address.city} (phone ${order.address.phone})`;

const PAYMENT = 'Cash on delivery';

function linesText(order: OrderMailData, shop: OrderMailContext): string {
  return [
    ...order.lines.map(
      (line) =>
        `- ${line.title}: ${line.quantity} x ${money(shop, line.unitPrice)} = ${money(shop, lineTotal(line))}`,
    ),
    `Total: ${money(shop, order.total)}`,
  ].join('\n');
}

/** To the customer, as the order is placed. */
export function orderConfirmation(
  shop: OrderMailContext,
  order: OrderMailData,
  orderLink: string,
): RenderedMail {
  const subject = `Your order ${orderNumber(order)} is confirmed`;
  const html = renderDocument(
    <Layout
      title={subject}
      preview={`Thank you for your order. Total ${money(shop, order.total)}, paid in cash on delivery.`}
      shopName={shop.shopName}
    >
      <Heading>Thank you for your order, {order.customerName}</Heading>
      <Paragraph>
        We have your order {orderNumber(order)}, placed on {shopDateTime(shop, order.createdAt)}. We
        will write again when it ships.
      </Paragraph>
      <OrderLines order={order} shop={shop} />
      <Facts
        rows={[
          ['Order number', orderNumber(order)],
          ['Delivery address', addressLine(order)],
          ['Payment', `${PAYMENT}: ${money(shop, order.total)} to pay on arrival`],
        ]}
      />
      <Button href={orderLink}>View your order</Button>
      <LinkLine href={orderLink} />
    </Layout>,
  );
  const text = [
    `Thank you for your order, ${order.customerName}.`,
    '',
    `Order ${orderNumber(order)}, placed on ${shopDateTime(shop, order.createdAt)}.`,
    '',
    linesText(order, shop),
    '',
    `Delivery address: ${addressLine(order)}`,
    `Payment: ${PAYMENT}: ${money(shop, order.total)} to pay on arrival`,
    '',
    `View your order: ${orderLink}`,
    '',
    `${shop.shopName}`,
  ].join('\n');
  return { subject, html, text };
}

/** To the shop's owner: a new order to prepare. */
export function orderAlert(
  shop: OrderMailContext,
  order: OrderMailData,
  adminLink: string,
): RenderedMail {
  const subject = `New order ${orderNumber(order)}: ${money(shop, order.total)}`;
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const html = renderDocument(
    <Layout
      title={subject}
      preview={`${order.customerName} ordered ${items} ${items === 1 ? 'item' : 'items'}.`}
      shopName={shop.shopName}
    >
      <Heading>New order {orderNumber(order)}</Heading>
      <Paragraph>
        {order.customerName} ({order.customerEmail}) ordered on{' '}
        {shopDateTime(shop, order.createdAt)}.
      </Paragraph>
      <OrderLines order={order} shop={shop} />
      <Facts
        rows={[
          ['Deliver to', addressLine(order)],
          ['Payment', PAYMENT],
        ]}
      />
      <Button href={adminLink}>Open the order</Button>
      <LinkLine href={adminLink} />
    </Layout>,
  );
  const text = [
    `New order ${orderNumber(order)}`,
    '',
    `${order.customerName} (${order.customerEmail}) ordered on ${shopDateTime(shop, order.createdAt)}.`,
    '',
    linesText(order, shop),
    '',
    `Deliver to: ${addressLine(order)}`,
    `Payment: ${PAYMENT}`,
    '',
    `Open the order: ${adminLink}`,
  ].join('\n');
  return { subject, html, text };
}

export type OrderMove = 'shipped' | 'delivered' | 'cancelled';

const moveWords: Record<OrderMove, { subject: string; heading: string; body: string }> = {
  shipped: {
    subject: 'is on its way',
    heading: 'Your order is on its way',
    body: 'has left our store. Have the amount ready in cash: it is paid on delivery.',
  },
  delivered: {
    subject: 'was delivered',
    heading: 'Your order was delivered',
    body: 'was delivered. Thank you for shopping with us; a review of what you bought helps other customers.',
  },
  cancelled: {
    subject: 'was cancelled',
    heading: 'Your order was cancelled',
    body: 'was cancelled. Nothing is owed for it.',
  },
};

/** To the customer when the order ships, arrives or is cancelled (with the reason, if given). */
export function orderStatusMail(
  shop: OrderMailContext,
  order: OrderMailData,
  move: OrderMove,
  orderLink: string,
  reason?: string | null,
): RenderedMail {
  const words = moveWords[move];
  const subject = `Your order ${orderNumber(order)} ${words.subject}`;
  const summary = `Order ${orderNumber(order)} (${money(shop, order.total)}) ${words.body}`;
  const html = renderDocument(
    <Layout title={subject} preview={summary} shopName={shop.shopName}>
      <Heading>{words.heading}</Heading>
      <Paragraph>{summary}</Paragraph>
      {move === 'cancelled' && reason ? <Paragraph>Reason: {reason}</Paragraph> : null}
      <OrderLines order={order} shop={shop} />
      {move === 'shipped' ? <Facts rows={[['Delivery address', addressLine(order)]]} /> : null}
      <Button href={orderLink}>View your order</Button>
      <LinkLine href={orderLink} />
    </Layout>,
  );
  const text = [
    words.heading,
    '',
    summary,
    ...(move === 'cancelled' && reason ? ['', `Reason: ${reason}`] : []),
    '',
    linesText(order, shop),
    ...(move === 'shipped' ? ['', `Delivery address: ${addressLine(order)}`] : []),
    '',
    `View your order: ${orderLink}`,
    '',
    shop.shopName,
  ].join('\n');
  return { subject, html, text };
}
