import type { PRODUCT_LIST_SORTS } from '@electro/shared';
import { useId, useState } from 'react';
import { brandConfig, categoryConfig, useEntities } from '../api/entities';
import { LOW_STOCK_MAX } from '../lib/low-stock';
import type { StockFilter } from '../lib/low-stock';

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

/** A category or brand filter: every item by its slug, after an "All …" choice. */
function TaxonomySelect(props: {
  id: string;
  label: string;
  allLabel: string;
  items: Array<{ _id: string; slug: string; name: string }> | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={props.id}
        className="input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{props.allLabel}</option>
        {(props.items ?? []).map((item) => (
          <option key={item._id} value={item.slug}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}

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
      <TaxonomySelect
        id={ids.category}
        label="Category"
        allLabel="All categories"
        items={categories.data}
        value={props.category}
        onChange={(value) => props.onChange('category', value)}
      />
      <TaxonomySelect
        id={ids.brand}
        label="Brand"
        allLabel="All brands"
        items={brands.data}
        value={props.brand}
        onChange={(value) => props.onChange('brand', value)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.stock} className="text-sm font-medium">
          Stock
        </label>
        <select
          id={ids.stock}
          className="input"
          value={props.stock ?? ''}
          onChange={(event) => props.onChange('stock', event.target.value)}
        >
          <option value="">All stock</option>
          <option value="out">Out of stock</option>
          <option value="low">Low stock (1 to {props.threshold})</option>
        </select>
      </div>
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
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.sort} className="text-sm font-medium">
          Sort by
        </label>
        <select
          id={ids.sort}
          className="input"
          value={props.sort}
          onChange={(event) =>
            props.onChange('sort', event.target.value === DEFAULT_SORT ? '' : event.target.value)
          }
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
