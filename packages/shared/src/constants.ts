/** Business constants of docs/PRODUCT.md §9. One place for the web app and the API. */
export const AUTH_COOKIE_NAME = 'AUTH_TOKEN';
export const AUTH_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const THEME_STORAGE_KEY = 'isDark';
export const SEARCH_STORAGE_KEY = 'lastSearch';

/** The shop's name and one-line description: page titles, meta descriptions, structured data. */
export const SHOP_NAME = 'Electro';
export const SHOP_DESCRIPTION =
  'Phones, laptops, tablets, audio and smart devices at the lowest prices, with cash on delivery.';

export const SHOP_PAGE_SIZE = 6;
export const ADMIN_PAGE_SIZE_OPTIONS = [5, 15, 20] as const;
export const ADMIN_PAGE_SIZE_DEFAULT = 5;
export const PRICE_SLIDER_MIN = 50;
export const PRICE_SLIDER_MAX = 2000;
export const PRICE_FILTER_DEFAULT = { minPrice: 0, maxPrice: 2000 } as const;
export const SEARCH_DEBOUNCE_MS = 500;
export const RATING_MAX = 5;
export const RETURN_WINDOW_DAYS = 14;

export const REGISTER_NAME_MIN = 3;
export const REGISTER_NAME_MAX = 10;
export const PROFILE_NAME_MIN = 3;
export const PROFILE_NAME_MAX = 50;
export const ADDRESS_MAX = 100;
export const PHONE_MIN_DIGITS = 10;
export const CHECKOUT_FIELD_MIN = 3;
export const CHECKOUT_FIELD_MAX = 10;
export const ENTITY_NAME_MIN = 3;
export const ENTITY_NAME_MAX = 20;
export const PRODUCT_TITLE_MIN = 2;
export const PRODUCT_TITLE_MAX = 60;
export const PRODUCT_DESCRIPTION_MIN = 2;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_GALLERY_MAX = 10;
export const REVIEW_COMMENT_MIN = 3;
export const REVIEW_COMMENT_MAX = 1000;
export const CART_MIN_QUANTITY = 1;
export const DISCOUNT_BADGE_THRESHOLD = 1;

export const BRANDS_PAGE_SKIP = 4;
export const CATEGORY_PAGE_SIZE = 8;
export const BEST_SELLERS_SKIP = 8;
export const FEATURED_COUNT = 8;
export const HEADER_SCROLL_THRESHOLD = 150;
export const ADMIN_SIDEBAR_BREAKPOINT = 768;
export const FILTER_SIDEBAR_CLOSE_MAX_WIDTH = 991;
export const THUMBNAIL_SIZE = 50;
export const SKELETON_DEFAULTS = { count: 8, columns: 4, height: 200 } as const;
export const TOAST_AUTO_CLOSE_MS = 5000;

/** Deal of the day: target date, and the 15 days added once it has passed. */
export const DEAL_TARGET_DATE = '2025-08-29T00:00:00';
export const DEAL_EXTENSION_MS = 1_296_000_000;

export const CATEGORY_CAROUSEL = {
  slidesToShow: 4,
  slidesToShowSmall: 2,
  smallBelow: [768, 992] as const,
  slidesToScroll: 1,
  speedMs: 500,
  autoplayMs: 2000,
  arrows: false,
} as const;
export const HERO_CAROUSEL = { slidesToShow: 1, speedMs: 500, autoplayMs: 2000 } as const;
export const REVIEWS_CAROUSEL_BREAKPOINTS = { 0: 1, 640: 2, 768: 3, 1024: 4 } as const;
export const REVIEWS_CAROUSEL_GAP = 30;

/** Upload limits (docs/API.md). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** IMAGE_MAX_BYTES as people read it, in the storefront's messages. */
export const IMAGE_MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);
export const IMAGE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;

export const ORDER_STATUSES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export const USER_ROLES = ['admin', 'user'] as const;
export const PRODUCT_SORTS = [
  'price',
  '-price',
  '-createdAt',
  '-rateAvg',
  '-sold',
  'title',
  /** The default whenever `search` is given; without a search, catalogue order. */
  'relevance',
] as const;

/**
 * What GET /products sorts by: the storefront's PRODUCT_SORTS and the admin products table's
 * columns besides (stock either way, title backwards, rating lowest first).
 */
export const PRODUCT_LIST_SORTS = [
  ...PRODUCT_SORTS,
  '-title',
  'stock',
  '-stock',
  'rateAvg',
] as const;

/** Patterns of docs/PRODUCT.md §5 and docs/API.md. */
export const LOGIN_PASSWORD_PATTERN = /^[A-Z][a-z0-9]{3,40}$/;
export const CHANGE_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{4,}$/;
export const EGYPTIAN_PHONE_PATTERN = /^(\+20|0)?1[0125]\d{8}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s.@]+(?:\.[^\s.@]+)*\.[^\s.@]{2,}$/;
export const DIGITS_PATTERN = /^\d+$/;
