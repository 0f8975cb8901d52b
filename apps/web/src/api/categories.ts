import type { CategoriesResponse, CategoryResponse } from '@electro/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /categories: every category, in catalogue order. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.categories,
    queryFn: async ({ signal }) =>
      (await api.get<CategoriesResponse>('/categories', { signal })).categories,
  });

export function useCategories(options: { enabled?: boolean } = {}) {
  return useQuery({ ...categoriesQueryOptions(), enabled: options.enabled ?? true });
}

/** GET /categories/:slug: one category, for its page's title and heading. */
export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.category(slug),
    queryFn: async ({ signal }) =>
      (await api.get<CategoryResponse>(`/categories/${encodeURIComponent(slug)}`, { signal }))
        .category,
    enabled: slug !== '',
  });
