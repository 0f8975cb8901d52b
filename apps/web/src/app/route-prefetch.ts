/**
 * Starts the entry route's page chunk (and, on the home page, its hero image) while the app
 * boots, instead of after the first render asks for them: one network round trip less before
 * the largest paint on the pages most visits start from. The imports name the same modules as
 * the router's lazy routes, so they share one chunk each.
 */
export function prefetchEntryRoute(hash: string): void {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  if (path === '/' || path === '/home') {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = '/images/hero-1.webp';
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
    void import('@/features/home/pages/home-page');
  } else if (path === '/shop') {
    void import('@/features/catalog/pages/shop-page');
  } else if (path.startsWith('/product/')) {
    void import('@/features/catalog/pages/product-page');
  }
}
