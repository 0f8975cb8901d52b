/**
 * The demo store's catalogue: its data (categories, brands, products, accounts, reviews,
 * orders), the pictures drawn for it, and their rendering to WebP. The API loads it into its
 * database (apps/api/src/db/seed).
 */
export {
  BRANDS,
  CATEGORIES,
  ORDERS,
  PRODUCTS,
  REVIEWS,
  USERS,
  type DemoBrand,
  type DemoCategory,
  type DemoOrder,
  type DemoProduct,
  type DemoReview,
  type DemoUser,
} from './catalogue';
export {
  brandPicture,
  categoryPicture,
  galleryViews,
  productPictures,
  type Picture,
} from './pictures';
export { svgToWebp } from './drawing/render';
