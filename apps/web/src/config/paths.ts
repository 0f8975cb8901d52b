/**
 * Every route of docs/PRODUCT.md §2, defined once. `path` is the router pattern (relative to its
 * parent where nested); `getHref` builds a link. Never write a route as a string literal
 * in a component: use these.
 */
const staticPath = <P extends string>(path: P, href: string = path) => ({
  path,
  getHref: () => href,
});

export const paths = {
  home: staticPath('/'),
  homePage: staticPath('/home'),
  shop: staticPath('/shop'),
  brands: staticPath('/brands'),
  /** A brand's own page, as a category has one (decision 103). */
  brand: {
    path: '/brand/:slug',
    getHref: (slug: string) => `/brand/${encodeURIComponent(slug)}`,
  },
  cart: staticPath('/cart'),
  category: {
    path: '/category/:slug',
    getHref: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  },
  wishlist: staticPath('/wishlist'),
  checkoutCash: staticPath('/checkout-cash'),
  product: {
    path: '/product/:id',
    getHref: (id: string) => `/product/${encodeURIComponent(id)}`,
  },
  login: staticPath('/login'),
  register: staticPath('/register'),
  /** Asks for a link to reset a forgotten password (contract v1.2). */
  forgotPassword: staticPath('/forgot-password'),
  /** Where the reset mail's link lands: `/reset-password?token=…`. */
  resetPassword: staticPath('/reset-password'),
  /** The About link of the footer: the content page `about` (decision 080). */
  about: staticPath('/about'),
  /** One of the shop's content pages (About, Delivery, Returns…), by its slug. */
  page: {
    path: '/pages/:slug',
    getHref: (slug: string) => `/pages/${encodeURIComponent(slug)}`,
  },

  profile: staticPath('/profile'),
  profileOrders: staticPath('order', '/profile/order'),
  profileAccount: staticPath('account', '/profile/account'),
  /** One order of the signed-in customer, by id or number (contract v1.1). */
  profileOrder: {
    path: 'order/:id',
    getHref: (id: string | number) => `/profile/order/${encodeURIComponent(String(id))}`,
  },

  /* Admin: `path` is relative to /admin, as used by the <Routes> in admin-routes.tsx. */
  admin: staticPath('', '/admin'),
  adminProducts: staticPath('products', '/admin/products'),
  adminProductsAdd: staticPath('products/add', '/admin/products/add'),
  adminProduct: {
    path: 'products/:id',
    getHref: (id: string) => `/admin/products/${encodeURIComponent(id)}`,
  },
  adminBrands: staticPath('brands', '/admin/brands'),
  adminBrandsAdd: staticPath('brands/add', '/admin/brands/add'),
  adminBrand: {
    path: 'brands/:id',
    getHref: (id: string) => `/admin/brands/${encodeURIComponent(id)}`,
  },
  adminCategories: staticPath('categories', '/admin/categories'),
  adminCategoriesAdd: staticPath('categories/add', '/admin/categories/add'),
  adminCategory: {
    path: 'categories/:id',
    getHref: (id: string) => `/admin/categories/${encodeURIComponent(id)}`,
  },
  adminOrders: staticPath('orders', '/admin/orders'),
  adminOrdersList: staticPath('ordersList', '/admin/ordersList'),
  adminOrdersAdd: staticPath('orders/add', '/admin/orders/add'),
  adminOrder: {
    path: 'orders/:id',
    getHref: (id: string | number) => `/admin/orders/${encodeURIComponent(String(id))}`,
  },
  adminCustomers: staticPath('customers', '/admin/customers'),
  adminCustomer: {
    path: 'customers/:id',
    getHref: (id: string) => `/admin/customers/${encodeURIComponent(id)}`,
  },
  adminReviews: staticPath('reviews', '/admin/reviews'),
  adminPages: staticPath('pages', '/admin/pages'),
  adminPagesAdd: staticPath('pages/add', '/admin/pages/add'),
  adminPage: {
    path: 'pages/:id',
    getHref: (id: string) => `/admin/pages/${encodeURIComponent(id)}`,
  },
  adminSynonyms: staticPath('synonyms', '/admin/synonyms'),
  /** Every message the store sent or keeps (the outbox, contract v1.2). */
  adminMail: staticPath('mail', '/admin/mail'),
} as const;
