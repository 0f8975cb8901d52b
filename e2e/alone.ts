/**
 * Two journey files run at once on one store (decision 100). Most read only the data they made
 * (fixtures.ts), so the other file's writes cannot change what they see. These read store-wide
 * figures that a product, brand, review or order made meanwhile would change under them, so each
 * runs alone (store-turns.ts), and before the others (the root vitest.config.ts), so that the
 * others can then run two at a time without a pause. A new journey that reads such a figure
 * belongs here.
 */
export const ALONE: Record<string, string> = {
  'account.e2e.ts': "buys the shop's newest products, which a file beside it may sell out",
  'admin-currency.e2e.ts': "the dashboard's five recent orders hold the order just placed",
  'admin-screens.e2e.ts':
    "the dashboard's out-of-stock card counts the products a test sold out and no others",
  'admin-figures.e2e.ts':
    "the dashboard's and the API's sales figures move by exactly what a test did",
  'catalogue-ways-on.e2e.ts': '"See all N brands" counts the brands the API listed a moment before',
  'home.e2e.ts': 'the carousels and the brands page show every category, review and brand',
  'shop.e2e.ts': 'Clear shows the newest products and the count of the whole catalogue',
  'shop-facets.e2e.ts': 'the filters count every category and brand of the whole catalogue',
};
