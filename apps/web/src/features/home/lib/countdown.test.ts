import { DEAL_EXTENSION_MS } from '@electro/shared';
import { describe, expect, it } from 'vitest';
import { DEAL_TARGET_MS, dealRemainingMs, splitDuration } from './countdown';

const DAY = 24 * 60 * 60 * 1000;
const target = Date.UTC(2025, 7, 29);
const extension = 15 * DAY;

describe('dealRemainingMs', () => {
  it('counts down to the target date before it passes', () => {
    expect(dealRemainingMs(target - 3 * DAY - 5000, { target, extension })).toBe(3 * DAY + 5000);
    expect(dealRemainingMs(target, { target, extension })).toBe(0);
  });

  it('adds the 15-day extension to the remaining time once the date has passed', () => {
    expect(dealRemainingMs(target + 1000, { target, extension })).toBe(extension - 1000);
    expect(dealRemainingMs(target + 10 * DAY, { target, extension })).toBe(5 * DAY);
  });

  it('rolls forward in whole 15-day periods instead of going negative or sticking at zero', () => {
    // 15 days + 1 s after: one extension is not enough, a second period has started.
    expect(dealRemainingMs(target + extension + 1000, { target, extension })).toBe(
      extension - 1000,
    );
    expect(dealRemainingMs(target + 7 * extension + 2 * DAY, { target, extension })).toBe(13 * DAY);
    const later = dealRemainingMs(target + 1000 * DAY + 123, { target, extension });
    expect(later).toBeGreaterThan(0);
    expect(later).toBeLessThanOrEqual(extension);
  });

  it('uses the shared constants by default: 29 Aug 2025 and 1 296 000 000 ms', () => {
    expect(DEAL_EXTENSION_MS).toBe(extension);
    const local = new Date(DEAL_TARGET_MS);
    expect([local.getFullYear(), local.getMonth(), local.getDate()]).toEqual([2025, 7, 29]);
    expect(dealRemainingMs(DEAL_TARGET_MS - 60_000)).toBe(60_000);
    expect(dealRemainingMs(DEAL_TARGET_MS + 60_000)).toBe(DEAL_EXTENSION_MS - 60_000);
  });

  it('never answers a negative time', () => {
    expect(dealRemainingMs(target + 5, { target, extension: 0 })).toBe(0);
  });
});

describe('splitDuration', () => {
  it('splits into days, hours, minutes and seconds', () => {
    const ms = 2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5_999;
    expect(splitDuration(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('shows zero for nothing left', () => {
    expect(splitDuration(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
