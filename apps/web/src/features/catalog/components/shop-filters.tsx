import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN } from '@electro/shared';
import type { Brand, Category } from '@electro/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { brandsQueryOptions } from '@/api/brands';
import { categoriesQueryOptions } from '@/api/categories';
import { cn } from '@/lib/cn';
import { DEFAULT_SHOP_FILTER, hasMaxBound } from './shop-params';
import type { ShopFilter } from './shop-params';

const PRICE_STEP = 10;
/** Options shown before "Show all" in a long checkbox list. */
const COLLAPSED_COUNT = 8;

/** The same cache entries as the home page and the brands page; a list changes rarely. */
function useFilterOptions() {
  const categories = useQuery({ ...categoriesQueryOptions(), staleTime: 5 * 60_000 });
  const brands = useQuery({ ...brandsQueryOptions(), staleTime: 5 * 60_000 });
  return { categories, brands };
}

export type ShopFiltersProps = {
  id: string;
  /** The applied filter; the sidebar edits a draft of it until Apply. */
  value: ShopFilter;
  onApply: (filter: ShopFilter) => void;
  onClear: () => void;
  className?: string;
};

/**
 * Filter sidebar (docs/PRODUCT.md §2 Shop page, §4 Filters). The parent remounts it (key) when the
 * applied filter changes, so the draft always starts from what the address bar says.
 */
export function ShopFilters({ id, value, onApply, onClear, className }: ShopFiltersProps) {
  const [draft, setDraft] = useState<ShopFilter>(value);
  const { categories, brands } = useFilterOptions();

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
        selected={draft.category}
        onToggle={(slug, checked) => toggle('category', slug, checked)}
      />
      <CheckboxGroup
        legend="Brand"
        options={brands.data}
        isLoading={brands.isPending}
        isError={brands.isError}
        selected={draft.brand}
        onToggle={(slug, checked) => toggle('brand', slug, checked)}
      />
      <PriceRange
        minPrice={draft.minPrice}
        maxPrice={draft.maxPrice}
        onChange={(range) => setDraft((current) => ({ ...current, ...range }))}
      />
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 whitespace-nowrap">
          Apply Filter
        </Button>
        <Button type="button" variant="outline" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}

type CheckboxGroupProps = {
  legend: string;
  options: Array<Category | Brand> | undefined;
  isLoading: boolean;
  isError: boolean;
  selected: string[];
  onToggle: (slug: string, checked: boolean) => void;
};

function CheckboxGroup({
  legend,
  options,
  isLoading,
  isError,
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
          {shown.map((option) => {
            const inputId = `${idPrefix}-${option.slug}`;
            return (
              <li key={option._id}>
                <label
                  htmlFor={inputId}
                  className="flex min-h-8 cursor-pointer items-center gap-2 rounded-md px-1 hover:bg-surface-2"
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    value={option.slug}
                    checked={selected.includes(option.slug)}
                    onChange={(event) => onToggle(option.slug, event.target.checked)}
                    className="h-4 w-4 accent-primary"
                  />
                  <span className="flex-1">{option.name}</span>
                  {option.productCount !== undefined ? (
                    <span className="text-sm text-muted">{option.productCount}</span>
                  ) : null}
                </label>
              </li>
            );
          })}
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

type PriceRangeProps = {
  minPrice: number;
  maxPrice: number;
  onChange: (range: { minPrice: number; maxPrice: number }) => void;
};

function PriceRange({ minPrice, maxPrice, onChange }: PriceRangeProps) {
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
