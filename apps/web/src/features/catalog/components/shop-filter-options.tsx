import type { Brand, Category } from '@electro/shared';
import { useId, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** Options shown before "Show all" in a long checkbox list. */
const COLLAPSED_COUNT = 8;

/** 'off': counts not asked for (the sidebar is hidden), so no loading marks either. */
export type CountsStatus = 'loading' | 'error' | 'ready' | 'off';

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

export function CheckboxGroup({
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
export function CheckboxOption({
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
