import { z } from 'zod';

/** The store's settings a client needs to show its pages (GET /settings). */
export const storeSettingsSchema = z.object({
  /** ISO 4217 code of the currency every amount is in (CURRENCY; amounts are never converted). */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /**
   * The shop's IANA time zone (SHOP_TIME_ZONE): the admin shows times in it. Optional, so a
   * client still reads the answer of a store that does not name one (then: the browser's).
   */
  timeZone: z.string().min(1).max(64).optional(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const settingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  settings: storeSettingsSchema,
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/** The currency of a store that names none (the API's CURRENCY default). */
export const DEFAULT_CURRENCY = 'USD';
