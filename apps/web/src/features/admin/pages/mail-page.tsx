import { ADMIN_PAGE_SIZE_OPTIONS, MAIL_STATUSES } from '@electro/shared';
import type { MailStatus, MailSummary } from '@electro/shared';
import Info from 'lucide-react/icons/info';
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatMailTime, useMailPage, useShopTimeZone } from '../api/mail';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { FilterSelect } from '../components/filter-select';
import { MailMessageView } from '../components/mail-message-view';
import {
  MAIL_KEPT_NOTICE,
  MAIL_STATUS_LABELS,
  MailStatusBadge,
  mailKindLabel,
} from '../components/mail-status';
import { PageHeader } from '../components/page-header';
import { PageSizeSelect } from '../components/page-size-select';
import { rem } from '../hooks/use-cards-below';

const DEFAULT_PAGE_SIZE = 20;
export const MAIL_LIST_FAILED = 'Failed to fetch the mail. Please try again.';

type MailView = { page: number; limit: number; status: MailStatus | undefined };

/** The list's filter, page and size, and the open message, all in the address: a view is a link. */
function readView(params: URLSearchParams): MailView & { message: string | null } {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    status: MAIL_STATUSES.includes(status as MailStatus) ? (status as MailStatus) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    limit: (ADMIN_PAGE_SIZE_OPTIONS as readonly number[]).includes(limit)
      ? limit
      : DEFAULT_PAGE_SIZE,
    message: params.get('message') || null,
  };
}

function viewParams(view: MailView, message?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status) params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(view.limit));
  if (message) params.set('message', message);
  return params;
}

function mailHref(view: MailView, message?: string): string {
  const search = viewParams(view, message).toString();
  return search ? `${paths.adminMail.getHref()}?${search}` : paths.adminMail.getHref();
}

/**
 * The Mailbox: every message the store sent, is sending or keeps (the outbox), newest first,
 * each readable as its recipient sees it. Without a mail server nothing leaves the store, and
 * the screen says so rather than let "Queued" suggest it is on its way.
 */
export default function MailPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { message, ...view } = readView(searchParams);
  if (message) return <MailMessageView id={message} backTo={mailHref(view)} />;
  return <MailList view={view} onView={(next) => setSearchParams(viewParams(next))} />;
}

function MailList({ view, onView }: { view: MailView; onView: (view: MailView) => void }) {
  usePageTitle('Mailbox');
  const query = useMailPage(view);
  const timeZone = useShopTimeZone();
  const ids = { status: useId(), size: useId() };
  const data = query.data;
  const totalPages = data?.totalPages ?? 1;
  // A page that no longer exists (the list shrank, or an old link): the last one that does.
  const beyondEnd = Boolean(
    data && !query.isPlaceholderData && view.page > Math.max(totalPages, 1),
  );
  useEffect(() => {
    if (beyondEnd) onView({ ...view, page: Math.max(totalPages, 1) });
  }, [beyondEnd, onView, totalPages, view]);

  const columns: AdminColumn<MailSummary>[] = [
    {
      id: 'subject',
      header: 'Subject',
      className: 'min-w-56',
      cell: (mail) => (
        <Link
          to={mailHref(view, mail._id)}
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          {mail.subject}
        </Link>
      ),
    },
    {
      id: 'to',
      header: 'To',
      cell: (mail) => <span className="break-all">{mail.to}</span>,
    },
    {
      id: 'kind',
      header: 'Kind',
      className: 'whitespace-nowrap',
      cell: (mail) => mailKindLabel(mail.kind),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (mail) => <MailStatusBadge status={mail.status} />,
    },
    {
      id: 'attempts',
      header: 'Attempts',
      className: 'text-right tabular-nums',
      cell: (mail) => mail.attempts,
    },
    {
      id: 'created',
      header: 'Created',
      className: 'whitespace-nowrap tabular-nums',
      cell: (mail) => formatMailTime(mail.createdAt, timeZone),
    },
    {
      id: 'sent',
      header: 'Sent',
      className: 'whitespace-nowrap tabular-nums',
      cell: (mail) =>
        mail.sentAt ? (
          formatMailTime(mail.sentAt, timeZone)
        ) : (
          <span className="text-muted">Not yet</span>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Mailbox"
        description="Every message the store sends: order confirmations, status changes, alerts and password links."
      />
      {data?.delivery === 'kept' ? (
        <p className="mb-4 flex items-start gap-2 rounded-lg border border-accent/50 bg-accent/10 px-3 py-2 text-sm">
          <Info aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
          {MAIL_KEPT_NOTICE}
        </p>
      ) : null}
      <div className="rounded-xl border border-border bg-bg">
        <div className="flex flex-wrap items-center gap-3 border-b border-border p-3">
          <FilterSelect
            inline
            id={ids.status}
            label="Status"
            selectClassName="w-auto py-1"
            value={view.status ?? ''}
            onChange={(value) =>
              onView({ ...view, page: 1, status: (value || undefined) as MailStatus | undefined })
            }
            options={[
              { value: '', label: 'All messages' },
              ...MAIL_STATUSES.map((status) => ({
                value: status,
                label: MAIL_STATUS_LABELS[status],
              })),
            ]}
          />
          {query.isFetching && !query.isPending ? <Spinner size={20} label="Loading mail" /> : null}
        </div>
        <AdminTable
          caption="Mailbox"
          columns={columns}
          rows={data?.messages ?? []}
          rowKey={(mail) => mail._id}
          isLoading={query.isPending}
          loadingLabel="Loading mail"
          skeletonRows={Math.min(view.limit, 5)}
          error={query.isError ? MAIL_LIST_FAILED : null}
          onRetry={() => void query.refetch()}
          emptyMessage={
            view.status
              ? `No ${MAIL_STATUS_LABELS[view.status].toLowerCase()} messages.`
              : 'No messages yet.'
          }
          minTableWidth={rem(60)}
        />
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-border p-3 text-sm">
          <PageSizeSelect
            id={ids.size}
            value={view.limit}
            onChange={(limit) => onView({ ...view, limit, page: 1 })}
          />
          <p className="text-muted" aria-live="polite">
            {data
              ? `${data.totalMessages} ${data.totalMessages === 1 ? 'message' : 'messages'}`
              : ''}
          </p>
          <Pagination
            label="Mailbox pages"
            page={view.page}
            totalPages={totalPages}
            onPageChange={(page) => onView({ ...view, page })}
          />
        </div>
      </div>
    </>
  );
}
