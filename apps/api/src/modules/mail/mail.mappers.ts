import type { MailMessage, MailStatus, MailSummary } from '@electro/shared';
import type { MailListRow, MailRow } from './mail.repository';

/** A message being sent right now is still queued to a reader: it is not delivered yet. */
function publicStatus(status: string): MailStatus {
  if (status === 'sent' || status === 'failed') return status;
  return 'queued';
}

export function toMailSummary(row: MailListRow): MailSummary {
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: publicStatus(row.status),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function toMailMessage(row: MailRow): MailMessage {
  return { ...toMailSummary(row), html: row.html, text: row.text };
}
