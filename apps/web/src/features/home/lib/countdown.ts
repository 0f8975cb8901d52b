import { DEAL_EXTENSION_MS, DEAL_TARGET_DATE } from '@electro/shared';

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** DEAL_TARGET_DATE has no zone on purpose: the deal ends at midnight where the shopper is. */
export const DEAL_TARGET_MS = new Date(DEAL_TARGET_DATE).getTime();

/**
 * Milliseconds left in the deal of the day at `now`.
 *
 * Before the target date: the time up to it. Once it has passed, docs/PRODUCT.md §9 adds one
 * extension (15 days) to the remaining time. Adding it only once would leave the counter stuck at
 * zero
 * (or below) 15 days later, and a "hot deal this week" frozen at 00:00:00 reads as a broken
 * page, so the deal rolls forward in whole extension periods: the result is always in
 * (0, extension] after the target, and exactly `target + extension - now` in the first period.
 */
export function dealRemainingMs(
  now: number,
  options: { target?: number; extension?: number } = {},
): number {
  const target = options.target ?? DEAL_TARGET_MS;
  const extension = options.extension ?? DEAL_EXTENSION_MS;
  const remaining = target - now;
  if (remaining >= 0 || !(extension > 0)) return Math.max(remaining, 0);
  const elapsed = now - target;
  return extension - (elapsed % extension);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours, minutes and seconds of a duration (negative counts as zero). */
export function splitDuration(ms: number): CountdownParts {
  const total = Math.max(Math.floor(ms / SECOND) * SECOND, 0);
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
}
