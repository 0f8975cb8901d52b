import type {
  AdminContentPage,
  AdminContentPageResponse,
  AdminContentPagesResponse,
  ContentPagePreviewResponse,
  MessageResponse,
} from '@electro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ContentPageInput = {
  slug: string;
  title: string;
  body: string;
  published: boolean;
};

/** GET /admin/pages: every page, published or not, with its Markdown. */
export function useContentPages() {
  return useQuery({
    queryKey: queryKeys.admin.contentPages,
    queryFn: async ({ signal }) =>
      (await api.get<AdminContentPagesResponse>('/admin/pages', { signal })).pages,
  });
}

export function useContentPage(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.admin.contentPage(id ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api.get<AdminContentPageResponse>(`/admin/pages/${encodeURIComponent(id ?? '')}`, {
          signal,
        })
      ).page,
    enabled: Boolean(id),
    // An edit form starts from what the server has now, not from a minute-old copy.
    staleTime: 0,
  });
}

/** Refreshes the admin's list and every page the storefront has read. */
function useInvalidatePages() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.contentPages }),
      queryClient.invalidateQueries({ queryKey: queryKeys.pagesAll }),
    ]);
}

export function useSaveContentPage() {
  const invalidate = useInvalidatePages();
  return useMutation({
    mutationFn: async (
      // A new page sends every field; an update only what changed (docs/API.md).
      input: ({ id?: undefined } & ContentPageInput) | ({ id: string } & Partial<ContentPageInput>),
    ): Promise<AdminContentPage> => {
      const { id, ...body } = input;
      const response = id
        ? await api.put<AdminContentPageResponse>(`/admin/pages/${encodeURIComponent(id)}`, body)
        : await api.post<AdminContentPageResponse>('/admin/pages', body);
      return response.page;
    },
    onSuccess: () => invalidate(),
  });
}

export function useDeleteContentPage() {
  const invalidate = useInvalidatePages();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<MessageResponse>(`/admin/pages/${encodeURIComponent(id)}`),
    onSuccess: () => invalidate(),
  });
}

/** The body rendered by the API exactly as the storefront will show it (decision 079). */
export function useContentPagePreview(body: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.contentPagePreview(body),
    queryFn: async ({ signal }) =>
      (await api.post<ContentPagePreviewResponse>('/admin/pages/preview', { body }, { signal }))
        .html,
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
