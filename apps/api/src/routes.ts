import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './modules/admin/admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { brandsRoutes, categoriesRoutes } from './modules/taxonomies/taxonomies.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { pagesRoutes } from './modules/pages/pages.routes';
import { productsRoutes } from './modules/products/products.routes';
import { searchSynonymsRoutes } from './modules/products/search-synonyms.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { usersRoutes } from './modules/users/users.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';

/** Every module of /api/v1. Each registers its own routes with their whole schemas. */
export const apiRoutes: FastifyPluginAsync<{ ping: () => Promise<void> }> = async (
  app,
  options,
) => {
  await app.register(healthRoutes, { ping: options.ping });
  await app.register(authRoutes);
  await app.register(settingsRoutes);
  await app.register(newsletterRoutes);
  await app.register(categoriesRoutes);
  await app.register(brandsRoutes);
  await app.register(productsRoutes);
  await app.register(reviewsRoutes);
  await app.register(pagesRoutes);
  await app.register(contactRoutes);
  // Modules below guard their routes with a hook, so each is its own encapsulated plugin.
  await app.register(usersRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(ordersRoutes);
  await app.register(adminRoutes);
  await app.register(searchSynonymsRoutes);
  await app.register(mailRoutes);
};
