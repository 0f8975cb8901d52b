import type { MailListResponse, MailMessageResponse, MailStatus } from '@electro/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsQueryOptions } from '@/api/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The Mailbox's cache entries: under the admin's, so they go at logout like the others. */
const mailKeys = {
  all: [...queryKeys.admin.all, 'mail'] as const,
  list: (query: MailListParams) => [...queryKeys.admin.all, 'mail', 'list', query] as const,
  one: (id: string) => [...queryKeys.admin.all, 'mail', 'one', id] as const,
};

export type MailListParams = { page: number; limit: number; status: MailStatus | undefined };

/** A page of the outbox, newest first (GET /admin/mail). */
export function useMailPage(params: MailListParams) {
  return useQuery({
    queryKey: mailKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<MailListResponse>('/admin/mail', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One message with its HTML and text parts (GET /admin/mail/:id). */
export function useMailMessage(id: string | null) {
  return useQuery({
    queryKey: mailKeys.one(id ?? ''),
    queryFn: async ({ signal }) => {
      const { mail } = await api.get<MailMessageResponse>(
        `/admin/mail/${encodeURIComponent(id ?? '')}`,
        { signal },
      );
      return mail;
    },
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** POST /admin/mail/:id/resend: the message is queued again; the list and the view refresh. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<MailMessageResponse>(`/admin/mail/${encodeURIComponent(id)}/resend`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}

/**
 * The shop's time zone (GET /settings, read once a session), undefined until it is known or
 * when the store names none: times are then shown in the browser's.
 */
export function useShopTimeZone(): string | undefined {
  return useQuery(settingsQueryOptions()).data?.timeZone;
}

const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * A time of the API (ISO) as the owner reads it: date and minutes in the shop's time zone,
 * named, so it is never taken for another zone's ("26 Nov 2026, 14:05 EET").
 */
export function formatMailTime(iso: string, timeZone: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat('en-GB', { ...TIME_FORMAT, timeZone }).format(date);
  } catch {
    // A zone this browser does not know: the browser's own, named, rather than no time.
    return new Intl.DateTimeFormat('en-GB', TIME_FORMAT).format(date);
  }
}
