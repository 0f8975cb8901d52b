import type { ContentPageResponse } from '@electro/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /pages/:slug: one published page, its body rendered to HTML by the API. */
export const pageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.page(slug),
    queryFn: async ({ signal }) =>
      (await api.get<ContentPageResponse>(`/pages/${encodeURIComponent(slug)}`, { signal })).page,
    enabled: slug !== '',
  });
