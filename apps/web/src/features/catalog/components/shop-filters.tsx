import type { ProductFacets } from '@electro/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { brandsQueryOptions } from '@/api/brands';
import { categoriesQueryOptions } from '@/api/categories';
import { useProductFacets } from '@/api/products';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { CheckboxGroup, CheckboxOption } from './shop-filter-options';
import type { CountsStatus } from './shop-filter-options';
import { DEFAULT_SHOP_FILTER, shopFacetsParams } from './shop-params';
import type { ShopFilter } from './shop-params';
import { PriceRange } from './shop-price-range';

/** The sliders move in steps: the counts follow once the draft has rested this long. */
const FACETS_DEBOUNCE_MS = 250;

/** The same cache entries as the home page and the brands page; a list changes rarely. */
function useFilterOptions() {
  const categories = useQuery({ ...categoriesQueryOptions(), staleTime: 5 * 60_000 });
  const brands = useQuery({ ...brandsQueryOptions(), staleTime: 5 * 60_000 });
  return { categories, brands };
}

type FacetsQuery = ReturnType<typeof useProductFacets>;

const countsStatus = (facets: FacetsQuery): CountsStatus =>
  facets.data
    ? 'ready'
    : facets.isError
      ? 'error'
      : facets.fetchStatus === 'idle' && !facets.isFetched
        ? 'off'
        : 'loading';

const countsBySlug = (entries: ProductFacets['categories'] | undefined) =>
  new Map((entries ?? []).map((entry) => [entry.slug, entry.count]));

export type ShopFiltersProps = {
  id: string;
  /** The applied search: the counts count within it. */
  search?: string;
  /** The applied filter; the sidebar edits a draft of it until Apply. */
  value: ShopFilter;
  onApply: (filter: ShopFilter) => void;
  onClear: () => void;
  className?: string;
  /**
   * Whether the counts are fetched: false while the sidebar is hidden (a phone with the filters
   * closed), so the page's first load does not pay for counts nobody sees.
   */
  countsWanted?: boolean;
};

/**
 * Filter sidebar (docs/PRODUCT.md §2 Shop page, §4 Filters). The parent remounts it (key) when the
 * applied filter changes, so the draft always starts from what the address bar says.
 *
 * Each category, brand and "In stock only" shows how many products it would list with the rest
 * of the draft (GET /products/facets counts each group without its own filter), so the counts
 * follow the boxes as they are ticked, before Apply.
 */
export function ShopFilters({
  id,
  search,
  value,
  onApply,
  onClear,
  className,
  countsWanted = true,
}: ShopFiltersProps) {
  const [draft, setDraft] = useState<ShopFilter>(value);
  const { categories, brands } = useFilterOptions();
  // One object per draft: a new one on every render would restart the debounce each time, and
  // its timer would draw the whole sidebar again four times a second for as long as it is open.
  const draftParams = useMemo(() => shopFacetsParams(search, draft), [search, draft]);
  const facetsParams = useDebouncedValue(draftParams, FACETS_DEBOUNCE_MS);
  const facets = useProductFacets(facetsParams, { enabled: countsWanted });
  const status = countsStatus(facets);
  const idPrefix = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(DEFAULT_SHOP_FILTER);
    onClear();
  };
  const toggle = (key: 'category' | 'brand', slug: string, checked: boolean) =>
    setDraft((current) => ({
      ...current,
      [key]: checked
        ? [...current[key].filter((item) => item !== slug), slug]
        : current[key].filter((item) => item !== slug),
    }));

  return (
    <form
      id={id}
      aria-label="Product filters"
      aria-busy={facets.isFetching || undefined}
      onSubmit={submit}
      className={cn(
        'flex flex-col gap-6 rounded-xl border border-border bg-surface p-4',
        className,
      )}
    >
      <CheckboxGroup
        legend="Category"
        options={categories.data}
        isLoading={categories.isPending}
        isError={categories.isError}
        counts={countsBySlug(facets.data?.categories)}
        countsStatus={status}
        selected={draft.category}
        onToggle={(slug, checked) => toggle('category', slug, checked)}
      />
      <CheckboxGroup
        legend="Brand"
        options={brands.data}
        isLoading={brands.isPending}
        isError={brands.isError}
        counts={countsBySlug(facets.data?.brands)}
        countsStatus={status}
        selected={draft.brand}
        onToggle={(slug, checked) => toggle('brand', slug, checked)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold">Availability</legend>
        <CheckboxOption
          id={`${idPrefix}-in-stock`}
          name="In stock only"
          checked={draft.inStock}
          count={facets.data?.inStock}
          countsStatus={status}
          onToggle={(checked) => setDraft((current) => ({ ...current, inStock: checked }))}
        />
      </fieldset>
      <PriceRange
        minPrice={draft.minPrice}
        maxPrice={draft.maxPrice}
        onChange={(range) => setDraft((current) => ({ ...current, ...range }))}
      />
      <div className="flex flex-col gap-2">
        <FacetsSummary facets={facets} />
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 whitespace-nowrap">
            Apply Filter
          </Button>
          <Button type="button" variant="outline" onClick={clear}>
            Clear
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * What the draft would list: while the counts load, once they are there, or that they failed
 * (the filters still work without them). Two lines reserved, so the buttons below never move.
 */
function FacetsSummary({ facets }: { facets: FacetsQuery }) {
  let text = 'Counting matching products…';
  if (facets.data) {
    const { total } = facets.data;
    text = `${total} ${total === 1 ? 'product matches' : 'products match'} these filters`;
  } else if (facets.isError) {
    text = 'Product counts are unavailable; the filters still work.';
  }
  return (
    <p role="status" className="min-h-10 text-sm text-muted">
      {text}
    </p>
  );
}
