import type {
  BrandResponse,
  BrandsResponse,
  CategoriesResponse,
  Category,
  CategoryResponse,
  MessageResponse,
} from '@electro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Categories and brands are one resource over two paths (docs/API.md); this names the differences.
 */
export type EntityConfig = {
  /** Response key of one entity. */
  key: 'category' | 'brand';
  /** Path segment and response key of the list. */
  plural: 'categories' | 'brands';
  /** For headings and toasts: 'Category', 'Brand'. */
  label: 'Category' | 'Brand';
  labelPlural: 'Categories' | 'Brands';
  listHref: string;
  addHref: string;
  editHref: (id: string) => string;
  /** The storefront's cache entry, refreshed after a change. */
  storefrontKey: readonly string[];
};

export const categoryConfig: EntityConfig = {
  key: 'category',
  plural: 'categories',
  label: 'Category',
  labelPlural: 'Categories',
  listHref: paths.adminCategories.getHref(),
  addHref: paths.adminCategoriesAdd.getHref(),
  editHref: paths.adminCategory.getHref,
  storefrontKey: queryKeys.categories,
};

export const brandConfig: EntityConfig = {
  key: 'brand',
  plural: 'brands',
  label: 'Brand',
  labelPlural: 'Brands',
  listHref: paths.adminBrands.getHref(),
  addHref: paths.adminBrandsAdd.getHref(),
  editHref: paths.adminBrand.getHref,
  storefrontKey: queryKeys.brands,
};

export type Entity = Category;

/** One answer shape for both paths: the list or the entity under its config's key. */
type ListResponse = Partial<CategoriesResponse & BrandsResponse>;
type ItemResponse = Partial<CategoryResponse & BrandResponse>;

export function fetchEntities(config: EntityConfig, signal?: AbortSignal): Promise<Entity[]> {
  return api
    .get<ListResponse>(`/${config.plural}`, { signal })
    .then((response) => response[config.plural] ?? []);
}

export function useEntities(config: EntityConfig) {
  return useQuery({
    queryKey: queryKeys.admin.entities(config.plural),
    queryFn: ({ signal }) => fetchEntities(config, signal),
  });
}

export function useEntity(config: EntityConfig, id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.admin.entity(config.plural, id ?? ''),
    queryFn: async ({ signal }) => {
      const response = await api.get<ItemResponse>(
        `/${config.plural}/${encodeURIComponent(id ?? '')}`,
        { signal },
      );
      const entity = response[config.key];
      if (!entity) throw new ApiError({ status: 404, message: `${config.label} not found` });
      return entity;
    },
    enabled: Boolean(id),
    // An edit form starts from what the server has now, not from a minute-old copy.
    staleTime: 0,
  });
}

/** Refreshes every list that shows categories or brands, the storefront's included. */
function useInvalidateEntities(config: EntityConfig) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.entities(config.plural) }),
      queryClient.invalidateQueries({ queryKey: config.storefrontKey }),
      // Product objects embed their category and brand names.
      queryClient.invalidateQueries({ queryKey: queryKeys.productsAll }),
    ]);
}

export function useSaveEntity(config: EntityConfig) {
  const invalidate = useInvalidateEntities(config);
  return useMutation({
    mutationFn: (input: { id?: string; name: string; image: File | null }) => {
      const form = new FormData();
      form.set('name', input.name);
      // On update the image is sent only when a new one was picked (docs/API.md: image?).
      if (input.image) form.set('image', input.image);
      return input.id
        ? api.put<ItemResponse>(`/${config.plural}/${encodeURIComponent(input.id)}`, form)
        : api.post<ItemResponse>(`/${config.plural}`, form);
    },
    onSuccess: () => invalidate(),
  });
}

export function useDeleteEntity(config: EntityConfig) {
  const invalidate = useInvalidateEntities(config);
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<MessageResponse>(`/${config.plural}/${encodeURIComponent(id)}`),
    onSettled: () => invalidate(),
  });
}
