import type { PRODUCT_LIST_SORTS } from '@electro/shared';
import { useId, useState } from 'react';
import { brandConfig, categoryConfig, useEntities } from '../api/entities';
import { LOW_STOCK_MAX } from '../lib/low-stock';
import type { StockFilter } from '../lib/low-stock';
import { FilterSelect, type FilterOption } from './filter-select';

export type ListSort = (typeof PRODUCT_LIST_SORTS)[number];

/** The table's sorts, by column, each way (relevance is the search's, not a column). */
const SORT_LABELS: Partial<Record<ListSort, string>> = {
  '-createdAt': 'Newest first',
  title: 'Title, A to Z',
  '-title': 'Title, Z to A',
  price: 'Price, low to high',
  '-price': 'Price, high to low',
  stock: 'Stock, low to high',
  '-stock': 'Stock, high to low',
  rateAvg: 'Rating, low to high',
  '-rateAvg': 'Rating, high to low',
  '-sold': 'Best selling',
};
export const DEFAULT_SORT: ListSort = '-createdAt';
export const isListSort = (value: string | null): value is ListSort =>
  value !== null && value in SORT_LABELS;

/** A category or brand filter's choices: every item by its slug, after an "All …" choice. */
const taxonomyOptions = (
  allLabel: string,
  items: Array<{ _id: string; slug: string; name: string }> | undefined,
): FilterOption[] => [
  { value: '', label: allLabel },
  ...(items ?? []).map((item) => ({ value: item.slug, label: item.name })),
];

/**
 * The products list's filters and sort, above its table: category, brand, stock, the low-stock
 * threshold and the order. A change goes to `onChange` by its address parameter's name.
 */
export function ProductsFilterBar(props: {
  category: string;
  brand: string;
  stock: StockFilter | undefined;
  sort: ListSort;
  threshold: number;
  onChange: (name: 'category' | 'brand' | 'stock' | 'sort', value: string) => void;
  onThresholdChange: (threshold: number) => void;
}) {
  const ids = { category: useId(), brand: useId(), stock: useId(), sort: useId(), low: useId() };
  const categories = useEntities(categoryConfig);
  const brands = useEntities(brandConfig);
  const [thresholdText, setThresholdText] = useState(String(props.threshold));
  // What was typed stays until the field is left; out of range it says so and is not used.
  const typedThreshold = Number(thresholdText);
  const thresholdInvalid =
    thresholdText.trim() !== '' &&
    !(Number.isInteger(typedThreshold) && typedThreshold >= 1 && typedThreshold <= LOW_STOCK_MAX);
  return (
    <form
      aria-label="Filter and sort products"
      className="grid grid-cols-1 gap-3 rounded-xl border border-border bg-bg p-3 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(event) => event.preventDefault()}
    >
      <FilterSelect
        id={ids.category}
        label="Category"
        options={taxonomyOptions('All categories', categories.data)}
        value={props.category}
        onChange={(value) => props.onChange('category', value)}
      />
      <FilterSelect
        id={ids.brand}
        label="Brand"
        options={taxonomyOptions('All brands', brands.data)}
        value={props.brand}
        onChange={(value) => props.onChange('brand', value)}
      />
      <FilterSelect
        id={ids.stock}
        label="Stock"
        options={[
          { value: '', label: 'All stock' },
          { value: 'out', label: 'Out of stock' },
          { value: 'low', label: `Low stock (1 to ${props.threshold})` },
        ]}
        value={props.stock ?? ''}
        onChange={(value) => props.onChange('stock', value)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.low} className="text-sm font-medium">
          Low stock at or under
        </label>
        <input
          id={ids.low}
          type="number"
          inputMode="numeric"
          min={1}
          max={LOW_STOCK_MAX}
          className="input"
          value={thresholdText}
          aria-invalid={thresholdInvalid || undefined}
          aria-describedby={thresholdInvalid ? `${ids.low}-error` : undefined}
          onChange={(event) => {
            setThresholdText(event.target.value);
            const value = Number(event.target.value);
            if (Number.isInteger(value) && value >= 1 && value <= LOW_STOCK_MAX) {
              props.onThresholdChange(value);
            }
          }}
          onBlur={() => setThresholdText(String(props.threshold))}
        />
        {thresholdInvalid ? (
          <p id={`${ids.low}-error`} className="field-error" role="alert">
            Enter a whole number from 1 to {LOW_STOCK_MAX}.
          </p>
        ) : null}
      </div>
      <FilterSelect
        id={ids.sort}
        label="Sort by"
        options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
        value={props.sort}
        onChange={(value) => props.onChange('sort', value === DEFAULT_SORT ? '' : value)}
      />
    </form>
  );
}
