import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from '@electro/shared';
import type { Brand, Category, ProductFacets } from '@electro/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useFormatPrice } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { brandsQueryOptions } from '@/api/brands';
import { categoriesQueryOptions } from '@/api/categories';
import { useProductFacets } from '@/api/products';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { DEFAULT_SHOP_FILTER, hasMaxBound, shopFacetsParams } from './shop-params';
import type { ShopFilter } from './shop-params';

const PRICE_STEP = 10;
/** Options shown before "Show all" in a long checkbox list. */
const COLLAPSED_COUNT = 8;
/** The sliders move in steps: the counts follow once the draft has rested this long. */
const FACETS_DEBOUNCE_MS = 250;

/** The same cache entries as the home page and the brands page; a list changes rarely. */
function useFilterOptions() {
  const categories = useQuery({ ...categoriesQueryOptions(), staleTime: 5 * 60_000 });
  const brands = useQuery({ ...brandsQueryOptions(), staleTime: 5 * 60_000 });
  return { categories, brands };
}

type FacetsQuery = ReturnType<typeof useProductFacets>;
/** 'off': counts not asked for (the sidebar is hidden), so no loading marks either. */
type CountsStatus = 'loading' | 'error' | 'ready' | 'off';

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

type CheckboxGroupProps = {
  legend: string;
  options: Array<Category | Brand> | undefined;
  isLoading: boolean;
  isError: boolean;
  counts: Map<string, number>;
  countsStatus: CountsStatus;
  selected: string[];
  onToggle: (slug: string, checked: boolean) => void;
};

function CheckboxGroup({
  legend,
  options,
  isLoading,
  isError,
  counts,
  countsStatus,
  selected,
  onToggle,
}: CheckboxGroupProps) {
  const idPrefix = useId();
  const listId = `${idPrefix}-list`;
  const collapsible = (options?.length ?? 0) > COLLAPSED_COUNT + 2;
  const [expanded, setExpanded] = useState(false);
  let body;
  if (isLoading) {
    body = (
      // As tall as the list it stands for, so the sidebar does not jump when it arrives.
      <div className="flex flex-col gap-1" role="status">
        <span className="sr-only">Loading {legend.toLowerCase()} options</span>
        {Array.from({ length: COLLAPSED_COUNT }, (_, index) => (
          <Skeleton key={index} height={32} />
        ))}
      </div>
    );
  } else if (isError) {
    body = <p className="text-sm text-danger">Could not load the {legend.toLowerCase()} list.</p>;
  } else if (!options || options.length === 0) {
    body = <p className="text-sm text-muted">No {legend.toLowerCase()} options yet.</p>;
  } else {
    // The short list still shows what is selected, so a filter is never applied out of sight.
    const shown =
      collapsible && !expanded
        ? options.filter(
            (option, index) => index < COLLAPSED_COUNT || selected.includes(option.slug),
          )
        : options;
    body = (
      <>
        <ul id={listId} className="flex flex-col gap-1">
          {shown.map((option) => (
            <li key={option._id}>
              <CheckboxOption
                id={`${idPrefix}-${option.slug}`}
                name={option.name}
                value={option.slug}
                checked={selected.includes(option.slug)}
                count={counts.get(option.slug)}
                countsStatus={countsStatus}
                onToggle={(checked) => onToggle(option.slug, checked)}
              />
            </li>
          ))}
        </ul>
        {collapsible ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
            className="self-start rounded-md px-1 text-sm font-medium text-primary hover:underline"
          >
            {expanded ? 'Show fewer' : `Show all ${options.length}`}
            <span className="sr-only"> {legend.toLowerCase()} options</span>
          </button>
        ) : null}
      </>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {body}
    </fieldset>
  );
}

type CheckboxOptionProps = {
  id: string;
  name: string;
  value?: string;
  checked: boolean;
  /** How many products the option would list with the rest of the draft, once known. */
  count: number | undefined;
  countsStatus: CountsStatus;
  onToggle: (checked: boolean) => void;
};

/**
 * One checkbox with its count in a slot of fixed width. An option that would list nothing keeps
 * its place (the list never reflows as counts change) but is aria-disabled, with the reason read
 * out and shown as a tooltip; a checked option stays enabled, so it can always be unchecked.
 */
function CheckboxOption({
  id,
  name,
  value,
  checked,
  count,
  countsStatus,
  onToggle,
}: CheckboxOptionProps) {
  const empty = countsStatus === 'ready' && count === 0 && !checked;
  const reasonId = `${id}-reason`;
  return (
    <>
      <label
        htmlFor={id}
        title={empty ? NO_MATCH : undefined}
        className={cn(
          'flex min-h-8 items-center gap-2 rounded-md px-1',
          empty ? 'cursor-not-allowed text-muted' : 'cursor-pointer hover:bg-surface-2',
        )}
      >
        <input
          id={id}
          type="checkbox"
          value={value}
          checked={checked}
          aria-disabled={empty || undefined}
          aria-describedby={empty ? reasonId : undefined}
          onClick={(event) => {
            if (empty) event.preventDefault();
          }}
          onChange={(event) => {
            if (!empty) onToggle(event.target.checked);
          }}
          className="h-4 w-4 accent-primary"
        />
        <span className="flex-1">{name}</span>
        <span className="min-w-8 text-right text-sm text-muted tabular-nums">
          {countsStatus === 'loading' ? (
            // A span, not Skeleton's div: a label holds phrasing content only.
            <span
              aria-hidden="true"
              className="ml-auto block h-3.5 w-6 animate-pulse rounded bg-surface-2"
            />
          ) : count !== undefined ? (
            <>
              <span aria-hidden="true">{count}</span>
              <span className="sr-only">{` (${count} ${count === 1 ? 'product' : 'products'})`}</span>
            </>
          ) : null}
        </span>
      </label>
      {/* Outside the label, so it describes the box without joining its name. */}
      {empty ? (
        <span id={reasonId} className="sr-only">
          {NO_MATCH}
        </span>
      ) : null}
    </>
  );
}

const NO_MATCH = 'No products match this with the other filters';

type PriceRangeProps = {
  minPrice: number;
  maxPrice: number;
  onChange: (range: { minPrice: number; maxPrice: number }) => void;
};

function PriceRange({ minPrice, maxPrice, onChange }: PriceRangeProps) {
  const formatPrice = useFormatPrice();
  const idPrefix = useId();
  const minLabel = formatPrice(minPrice);
  const maxLabel = hasMaxBound(maxPrice) ? formatPrice(maxPrice) : `${formatPrice(maxPrice)}+`;
  // The minimum slider's first stop stands for "no minimum" (shop-params.ts).
  const minSlider = Math.min(Math.max(minPrice, PRICE_SLIDER_MIN), PRICE_SLIDER_MAX);
  const maxSlider = Math.min(Math.max(maxPrice, PRICE_SLIDER_MIN), PRICE_SLIDER_MAX);

  const setMin = (raw: number) => {
    const next = raw <= PRICE_SLIDER_MIN ? 0 : raw;
    onChange({ minPrice: next, maxPrice: Math.max(maxPrice, next) });
  };
  const setMax = (raw: number) => {
    onChange({ minPrice: Math.min(minPrice, raw), maxPrice: raw });
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">Price</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-min`} className="text-sm text-muted">
          Minimum price
          <span aria-hidden="true">
            : <span className="font-medium text-fg">{minLabel}</span>
          </span>
        </label>
        <input
          id={`${idPrefix}-min`}
          type="range"
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={PRICE_STEP}
          value={minSlider}
          aria-valuetext={minLabel}
          onChange={(event) => setMin(Number(event.target.value))}
          className="w-full accent-primary"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-max`} className="text-sm text-muted">
          Maximum price
          <span aria-hidden="true">
            : <span className="font-medium text-fg">{maxLabel}</span>
          </span>
        </label>
        <input
          id={`${idPrefix}-max`}
          type="range"
          min={PRICE_SLIDER_MIN}
          max={PRICE_SLIDER_MAX}
          step={PRICE_STEP}
          value={maxSlider}
          aria-valuetext={maxLabel}
          onChange={(event) => setMax(Number(event.target.value))}
          className="w-full accent-primary"
        />
      </div>
    </fieldset>
  );
}
