import type { ProductOnlyResponse, ProductResponse } from '@electro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.admin.product(id ?? ''),
    queryFn: async ({ signal }) => {
      const { product } = await api.get<ProductResponse>(
        `/products/${encodeURIComponent(id ?? '')}`,
        { signal },
      );
      return product;
    },
    enabled: Boolean(id),
    staleTime: 0,
  });
}

/** Every cached product list and product page, storefront included, shows the change. */
export function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.productsAll }),
      queryClient.invalidateQueries({ queryKey: queryKeys.productAll }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.productAll }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.productSearchAll }),
    ]);
}

export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (input: { id?: string; form: FormData; onProgress: (fraction: number) => void }) =>
      input.id
        ? api.put<ProductOnlyResponse>(`/products/${encodeURIComponent(input.id)}`, input.form, {
            onUploadProgress: input.onProgress,
          })
        : api.post<ProductOnlyResponse>('/products', input.form, {
            onUploadProgress: input.onProgress,
          }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/products/${encodeURIComponent(id)}`),
    onSettled: () => invalidate(),
  });
}
