import type { MailMessage } from '@electro/shared';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Send from 'lucide-react/icons/send';
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { formatMailTime, useMailMessage, useResendMail, useShopTimeZone } from '../api/mail';
import { FormSkeleton, LoadError } from './form-states';
import { MailStatusBadge, mailKindLabel } from './mail-status';
import { PageHeader } from './page-header';

export const MAIL_LOAD_FAILED = 'Failed to fetch the message. Please try again.';
export const RESEND_FAILED = 'The message could not be queued again. Please try again.';

type Part = 'html' | 'text';

/**
 * One message of the Mailbox as its recipient reads it. The HTML part is shown in an iframe
 * sandboxed with no permission at all: the store wrote it, but it carries what customers typed
 * (names, addresses), and with no scripts and no same origin nothing in it can reach the admin's
 * session, even if an escape were missed. The plain-text part is a tab away.
 */
export function MailMessageView(props: { id: string; backTo: string }) {
  const query = useMailMessage(props.id);
  usePageTitle(query.data ? query.data.subject : 'Mailbox');

  const back = (
    <Link
      to={props.backTo}
      className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden="true" size={16} />
      Back to the Mailbox
    </Link>
  );

  if (query.isPending) {
    return (
      <>
        {back}
        <FormSkeleton label="Loading the message" fields={3} />
      </>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message={getErrorMessage(query.error, MAIL_LOAD_FAILED)}
        backTo={props.backTo}
        backLabel="Back to the Mailbox"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <>
      {back}
      <Message mail={query.data} />
    </>
  );
}

function Message({ mail }: { mail: MailMessage }) {
  const timeZone = useShopTimeZone();
  const resend = useResendMail();
  const [part, setPart] = useState<Part>('html');
  const tabsId = useId();

  const onResend = async () => {
    try {
      const response = await resend.mutateAsync(mail._id);
      toast.success(response.message);
    } catch (error) {
      toast.error(getErrorMessage(error, RESEND_FAILED));
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Part =
      event.key === 'Home'
        ? 'html'
        : event.key === 'End'
          ? 'text'
          : part === 'html'
            ? 'text'
            : 'html';
    setPart(next);
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };

  const tab = (value: Part, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${tabsId}-${value}`}
      aria-selected={part === value}
      aria-controls={`${tabsId}-${value}-panel`}
      tabIndex={part === value ? 0 : -1}
      onKeyDown={onTabKey}
      onClick={() => setPart(value)}
      className={cn(
        'rounded-t-md border-b-2 px-3 py-2 text-sm font-medium',
        part === value
          ? 'border-primary text-primary'
          : 'border-transparent text-muted hover:text-fg',
      )}
    >
      {label}
    </button>
  );

  return (
    <>
      <PageHeader
        title={mail.subject}
        actions={
          mail.status === 'failed' ? (
            <Button
              onClick={() => void onResend()}
              isLoading={resend.isPending}
              disabled={resend.isPending}
            >
              {resend.isPending ? null : <Send aria-hidden="true" size={16} />}
              {resend.isPending ? 'Sending again…' : 'Send again'}
            </Button>
          ) : null
        }
      />
      <dl className="mb-6 grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl border border-border bg-bg p-4 text-sm lg:grid-cols-3">
        <Field label="To" className="col-span-2 lg:col-span-1">
          <span className="break-all">{mail.to}</span>
        </Field>
        <Field label="Kind">{mailKindLabel(mail.kind)}</Field>
        <Field label="Status">
          <MailStatusBadge status={mail.status} />
        </Field>
        <Field label="Attempts">
          <span className="tabular-nums">{mail.attempts}</span>
        </Field>
        <Field label="Created">
          <span className="tabular-nums">{formatMailTime(mail.createdAt, timeZone)}</span>
        </Field>
        <Field label="Sent">
          {mail.sentAt ? (
            <span className="tabular-nums">{formatMailTime(mail.sentAt, timeZone)}</span>
          ) : (
            <span className="text-muted">Not yet</span>
          )}
        </Field>
        {mail.lastError ? (
          <Field label="Last error" className="col-span-2 lg:col-span-3">
            <span className="font-mono break-words text-danger">{mail.lastError}</span>
          </Field>
        ) : null}
      </dl>

      <div className="flex min-w-0 flex-col gap-3">
        <div role="tablist" aria-label="Message part" className="flex gap-1 border-b border-border">
          {tab('html', 'HTML')}
          {tab('text', 'Text')}
        </div>
        <div
          role="tabpanel"
          id={`${tabsId}-html-panel`}
          aria-labelledby={`${tabsId}-html`}
          hidden={part !== 'html'}
        >
          {/* The mail decides its own colours, as in a mail client: it is shown on white. */}
          <iframe
            sandbox=""
            srcDoc={mail.html}
            title={`The message as its recipient sees it: ${mail.subject}`}
            referrerPolicy="no-referrer"
            className="h-[70vh] min-h-96 w-full rounded-lg border border-border bg-white"
          />
        </div>
        <div
          role="tabpanel"
          id={`${tabsId}-text-panel`}
          aria-labelledby={`${tabsId}-text`}
          hidden={part !== 'text'}
          // A long part scrolls inside its box; the keyboard can reach it to scroll.
          tabIndex={0}
          className="max-h-[70vh] overflow-auto rounded-lg border border-border bg-surface p-4"
        >
          <pre className="font-mono text-sm break-words whitespace-pre-wrap">{mail.text}</pre>
        </div>
      </div>
    </>
  );
}

function Field(props: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', props.className)}>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{props.label}</dt>
      <dd className="mt-1">{props.children}</dd>
    </div>
  );
}
