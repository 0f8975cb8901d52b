import type { SynonymsResponse } from '@electro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /admin/synonyms: the groups of words a search treats as one (contract v1.2). */
export function useSynonyms() {
  return useQuery({
    queryKey: queryKeys.admin.synonyms,
    queryFn: async ({ signal }) =>
      (await api.get<SynonymsResponse>('/admin/synonyms', { signal })).synonyms,
    // The editor starts from what the server has now, not from a minute-old copy.
    staleTime: 0,
  });
}

/**
 * PUT /admin/synonyms replaces the whole list. The API searches with it from the next request,
 * so every search the storefront has cached is dropped too.
 */
export function useSaveSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (synonyms: string[][]) =>
      (await api.put<SynonymsResponse>('/admin/synonyms', { synonyms })).synonyms,
    onSuccess: (synonyms) => {
      queryClient.setQueryData(queryKeys.admin.synonyms, synonyms);
      return queryClient.invalidateQueries({ queryKey: queryKeys.productsAll });
    },
  });
}
