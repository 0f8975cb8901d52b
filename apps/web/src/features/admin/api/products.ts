import type { Product, ProductWithReviews } from '@electro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from './admin-keys';

type ProductResponse = { success: true; message: string; product: ProductWithReviews };
type SavedProductResponse = { success: true; message: string; product: Product };

export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.product(id ?? ''),
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
      queryClient.invalidateQueries({ queryKey: ['product'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'product'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'product-search'] }),
    ]);
}

export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (input: { id?: string; form: FormData; onProgress: (fraction: number) => void }) =>
      input.id
        ? api.put<SavedProductResponse>(`/products/${encodeURIComponent(input.id)}`, input.form, {
            onUploadProgress: input.onProgress,
          })
        : api.post<SavedProductResponse>('/products', input.form, {
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
