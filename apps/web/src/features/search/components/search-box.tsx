import { DISCOUNT_BADGE_THRESHOLD, SEARCH_DEBOUNCE_MS, SEARCH_STORAGE_KEY } from '@electro/shared';
import type { ProductsResponse } from '@electro/shared';
import { useQuery } from '@tanstack/react-query';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useCallback, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Img } from '@/components/ui/img';
import { Price } from '@/components/ui/price';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useDismiss } from '@/hooks/use-dismiss';

const SEARCH_LIMIT = 8;

/**
 * The shop listing a search, best matches first: what Enter opens when no suggestion is picked.
 * The suggestions use the same order (relevance: "pix" lists the Pixels first).
 */
export function shopSearchHref(text: string): string {
  const query = new URLSearchParams({ search: text, sort: 'relevance' });
  return `${paths.shop.getHref()}?${query.toString()}`;
}

function readLastSearch(): string {
  try {
    return localStorage.getItem(SEARCH_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function saveLastSearch(text: string) {
  try {
    if (text) localStorage.setItem(SEARCH_STORAGE_KEY, text);
    else localStorage.removeItem(SEARCH_STORAGE_KEY);
  } catch {
    // Not remembered; search still works.
  }
}

/** The header's live product search: an ARIA combobox over a listbox of links. */
export function SearchBox({ id }: { id: string }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const listId = `${id}-results`;

  const { data, isFetching, isError } = useQuery({
    queryKey: queryKeys.productSearch(term),
    queryFn: ({ signal }) =>
      api.get<ProductsResponse>('/products', {
        query: { search: term, sort: 'relevance', limit: SEARCH_LIMIT },
        signal,
      }),
    enabled: term.length > 0,
    staleTime: 60_000,
  });
  const results = term ? (data?.products ?? []) : [];
  // A search that finds nothing may come back with the spelling that would (contract v1.2): it
  // is offered as the list's one option, which opens the shop with it.
  const correction = term && results.length === 0 ? (data?.didYouMean ?? null) : null;
  const optionCount = results.length + (correction ? 1 : 0);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  useDismiss({ ref: rootRef, open, onDismiss: close });

  const openMenu = () => {
    if (open) return;
    // docs/PRODUCT.md §2: the last search is restored when the menu opens.
    if (!text) setText(readLastSearch());
    setOpen(true);
  };

  const change = (value: string) => {
    setText(value);
    saveLastSearch(value.trim());
    setActive(-1);
    setOpen(true);
  };

  const clear = () => {
    change('');
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openMenu();
      if (optionCount === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + optionCount) % optionCount);
    } else if (event.key === 'Enter') {
      const picked = open && active >= 0 && active < optionCount;
      const product = picked ? results[active] : undefined;
      const search = picked && correction ? correction : text.trim();
      if (!product && !search) return;
      event.preventDefault();
      close();
      void navigate(product ? paths.product.getHref(product._id) : shopSearchHref(search));
    } else if (event.key === 'Escape') {
      // A search field clears itself on Escape: the first one only closes the list.
      event.preventDefault();
      if (open) close();
      else if (text) change('');
    }
  };

  const showList = open && term.length > 0;
  const activeId = active >= 0 && active < optionCount ? `${id}-option-${active}` : undefined;

  return (
    <div ref={rootRef} className="relative">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <Search
        aria-hidden="true"
        size={18}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="Search ..."
        value={text}
        onChange={(event) => change(event.target.value)}
        onFocus={openMenu}
        onClick={openMenu}
        onKeyDown={onKeyDown}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        className="input h-10 rounded-full pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 grid h-7 w-7 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-surface hover:text-fg"
        >
          <X aria-hidden="true" size={16} />
        </button>
      ) : null}
      <div
        hidden={!showList}
        className="absolute right-0 left-0 z-50 mt-2 max-h-96 overflow-auto rounded-lg border border-border bg-bg p-1 shadow-lg"
      >
        <ul id={listId} role="listbox" aria-label="Search results">
          {results.map((product, index) => (
            <li
              key={product._id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'rounded-md bg-surface' : undefined}
            >
              <Link
                to={paths.product.getHref(product._id)}
                tabIndex={-1}
                onClick={close}
                className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-surface"
              >
                <Img
                  src={product.imageCover.secure_url}
                  thumbnail={200}
                  sizes="40px"
                  alt=""
                  width={40}
                  height={40}
                  className="h-10 w-10 shrink-0 rounded bg-surface object-contain"
                />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="line-clamp-2 text-sm">{product.title}</span>
                  <Price
                    value={product.priceAfterDiscount}
                    // As on the product cards: the old price only with a discount worth a badge.
                    oldValue={
                      product.discount > DISCOUNT_BADGE_THRESHOLD ? product.price : undefined
                    }
                    className="text-sm"
                  />
                </span>
              </Link>
            </li>
          ))}
          {correction ? (
            <li
              id={`${id}-option-0`}
              role="option"
              aria-selected={active === 0}
              className={active === 0 ? 'rounded-md bg-surface' : undefined}
            >
              <Link
                to={shopSearchHref(correction)}
                tabIndex={-1}
                onClick={close}
                className="flex items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-surface"
              >
                <Search aria-hidden="true" size={16} className="shrink-0 text-muted" />
                <span className="min-w-0 break-words">
                  Did you mean <strong className="font-semibold">{correction}</strong>?
                </span>
              </Link>
            </li>
          ) : null}
        </ul>
        <div aria-live="polite" className="px-3 py-2 text-sm text-muted empty:hidden">
          {isFetching && results.length === 0 ? <Spinner size={18} label="Searching" /> : null}
          {!isFetching && isError ? 'Search failed. Please try again.' : null}
          {!isFetching && !isError && data && results.length === 0 ? 'No products found' : null}
          {!isFetching && correction ? (
            <span className="sr-only">{` Did you mean ${correction}? Press Down to pick it.`}</span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
