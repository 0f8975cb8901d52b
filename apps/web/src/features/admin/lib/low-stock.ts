import { useState } from 'react';

const STORAGE_KEY = 'electro.admin.lowStockThreshold';
export const LOW_STOCK_DEFAULT = 5;
export const LOW_STOCK_MAX = 1000;

/** The owner's "low stock" line, kept in this browser (a default of 5 until changed). */
export function readLowStockThreshold(): number {
  try {
    const value = Number(window.localStorage.getItem(STORAGE_KEY));
    return Number.isInteger(value) && value >= 1 && value <= LOW_STOCK_MAX
      ? value
      : LOW_STOCK_DEFAULT;
  } catch {
    // Storage may be unavailable (a private window's quota, a policy): the default stands.
    return LOW_STOCK_DEFAULT;
  }
}

export function useLowStockThreshold(): [number, (value: number) => void] {
  const [threshold, setThreshold] = useState(readLowStockThreshold);
  const save = (value: number) => {
    if (!Number.isInteger(value) || value < 1 || value > LOW_STOCK_MAX) return;
    setThreshold(value);
    try {
      window.localStorage.setItem(STORAGE_KEY, String(value));
    } catch {
      // Kept for this visit only.
    }
  };
  return [threshold, save];
}

export type StockFilter = 'out' | 'low';

export const isStockFilter = (value: string | null): value is StockFilter =>
  value === 'out' || value === 'low';

/**
 * GET /products parameters of a stock filter: out of stock is a stock of 0; low is 1 up to the
 * threshold (`inStock` keeps the sold-out ones, counted on their own, out of it).
 */
export function stockQuery(
  filter: StockFilter | undefined,
  threshold: number,
): { maxStock?: number; inStock?: 'true' } {
  if (filter === 'out') return { maxStock: 0 };
  if (filter === 'low') return { inStock: 'true', maxStock: threshold };
  return {};
}
