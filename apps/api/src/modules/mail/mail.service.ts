import { notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import {
  countMail,
  findMail,
  listMail,
  requeueMail,
  type MailListRow,
  type MailRow,
  type MailStatusFilter,
} from './mail.repository';
import { mailQueued } from './outbox';

export type MailDeps = Pick<Services, 'db'>;

export async function findMailPage(
  { db }: MailDeps,
  input: { status?: MailStatusFilter; page: number; limit: number },
): Promise<{ rows: MailListRow[]; total: number; totalPages: number }> {
  const [rows, total] = await Promise.all([
    listMail(db, {
      status: input.status,
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
    }),
    countMail(db, input.status),
  ]);
  return { rows, total, totalPages: Math.ceil(total / input.limit) };
}

export async function findMailMessage({ db }: MailDeps, id: string): Promise<MailRow> {
  const row = await findMail(db, id);
  if (!row) throw notFound('Message');
  return row;
}

/** Queues the message again; one being sent right now is answered as it is. */
export async function resendMail({ db }: MailDeps, id: string): Promise<MailRow> {
  const requeued = await requeueMail(db, id);
  if (requeued) {
    mailQueued();
    return requeued;
  }
  return findMailMessage({ db }, id);
}
