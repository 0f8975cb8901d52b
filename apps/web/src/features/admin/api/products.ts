import type { ProductOnlyResponse, ProductResponse, ProductsResponse } from '@electro/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryValue } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Drops empty values so equal filters share one cache entry. */
function compact(query: Record<string, QueryValue>): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** The admin products table: GET /products with its filters, sorts and stock bounds. */
export function useAdminProducts(query: Record<string, QueryValue>) {
  const params = compact(query);
  return useQuery({
    // Under the storefront's products, so every product change refreshes it.
    queryKey: queryKeys.products({ ...params, admin: true }),
    queryFn: ({ signal }) => api.get<ProductsResponse>('/products', { query: params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

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

/**
 * The gallery wanted after an update: each entry the `public_id` of a saved image, or the place of
 * a new file in the form's `images`. Saved images stay where they are on the server (no download
 * and upload again): PUT /products/:id takes `keepImages` and appends the new files after them.
 */
export type GalleryPlan = Array<{ keep: string } | { file: number }>;

export type SaveProductInput = {
  id?: string;
  /** The fields and files; with a gallery plan, its `images` are the plan's new files in order. */
  form: FormData;
  onProgress: (fraction: number) => void;
  gallery?: GalleryPlan;
  /** Ends the upload (the browser went offline). */
  signal?: AbortSignal;
};

/** Creates (no id) or updates a product, its gallery through `keepImages` (docs/API.md). */
export async function saveProduct(input: SaveProductInput): Promise<ProductOnlyResponse> {
  if (!input.id) {
    return api.post<ProductOnlyResponse>('/products', input.form, {
      onUploadProgress: input.onProgress,
      signal: input.signal,
    });
  }
  const path = `/products/${encodeURIComponent(input.id)}`;
  const plan = input.gallery;
  if (plan) {
    const kept = plan.flatMap((entry) => ('keep' in entry ? [entry.keep] : []));
    input.form.set('keepImages', JSON.stringify(kept));
  }
  const saved = await api.put<ProductOnlyResponse>(path, input.form, {
    onUploadProgress: input.onProgress,
    signal: input.signal,
  });
  if (!plan) return saved;
  // New files land after the kept images; one more request without files puts them where the
  // owner placed them, now that they have public_ids.
  const keptCount = plan.filter((entry) => 'keep' in entry).length;
  const added = saved.product.images.slice(keptCount).map((image) => image.public_id);
  const wanted = plan.map((entry) => ('keep' in entry ? entry.keep : added[entry.file]));
  const current = saved.product.images.map((image) => image.public_id);
  if (wanted.some((id) => id === undefined) || wanted.join('\n') === current.join('\n')) {
    return saved;
  }
  const order = new FormData();
  order.set('keepImages', JSON.stringify(wanted));
  return api.put<ProductOnlyResponse>(path, order, { signal: input.signal });
}

export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: saveProduct,
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
