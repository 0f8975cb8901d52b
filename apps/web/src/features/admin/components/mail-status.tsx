import type { MailStatus } from '@electro/shared';
import { Badge, type BadgeTone } from './badge';

const STATUS: Record<MailStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  sent: { label: 'Sent', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: STATUS.queued.label,
  sent: STATUS.sent.label,
  failed: STATUS.failed.label,
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { label, tone } = STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}

const KIND_LABELS: Record<string, string> = {
  'order-confirmation': 'Order confirmation',
  'order-status': 'Order status',
  'order-alert': 'New order alert',
  'password-reset': 'Password reset',
  'password-changed': 'Password changed',
  'account-changed': 'Account changed',
};

/** What a message is, in words; a kind this screen does not know yet reads from its name. */
export function mailKindLabel(kind: string): string {
  const known = KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Message';
}

/** What the screen says while the store has no mail server (delivery `kept`). */
export const MAIL_KEPT_NOTICE =
  'Not sent: this store has no mail server set (SMTP_URL). Messages are kept here.';
