import { BEST_SELLERS_SKIP, FEATURED_COUNT } from '@electro/shared';
import { useEffect } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import { useInteractiveMark } from '@/lib/hydration';
import { useIdleMount } from '../lib/use-idle-mount';
import { BrandsSection } from '../components/brands-section';
import { CategoriesSection } from '../components/categories-section';
import { DealOfTheDay } from '../components/deal-of-the-day';
import { HeroSection } from '../components/hero-section';
import { ProductsSection, shopLink } from '../components/products-section';
import { ReviewsSection } from '../components/reviews-section';

const NEW_ARRIVALS_COUNT = 4;

/**
 * docs/PRODUCT.md §2 Home page. Everything below the categories loads its data when the shopper
 * scrolls near it, so the first screen on a phone only waits for the hero and the categories.
 */
export default function HomePage() {
  usePageTitle('Home');
  // Rendered on the server too (decision 103): marked once React handles its input.
  useInteractiveMark();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const showBelowFold = useIdleMount();

  return (
    <>
      <HeroSection />
      <CategoriesSection />
      {showBelowFold ? <BelowTheFold /> : <div className="min-h-[200vh]" />}
    </>
  );
}

function BelowTheFold() {
  return (
    <>
      <BrandsSection />
      <ProductsSection
        id="home-featured"
        title="Featured Products"
        params={{ limit: FEATURED_COUNT }}
        skeletons={FEATURED_COUNT}
        headerLink={shopLink('View all')}
        footerLink={shopLink('Shop now')}
      />
      <DealOfTheDay />
      <ProductsSection
        id="home-new-arrivals"
        title="New Arrivals"
        params={{ sort: '-createdAt', limit: NEW_ARRIVALS_COUNT }}
        skeletons={NEW_ARRIVALS_COUNT}
      />
      {/* Page 2 with a page size of BEST_SELLERS_SKIP skips exactly the first 8 products. */}
      <ProductsSection
        id="home-best-sellers"
        title="Best Sellers"
        params={{ page: 2, limit: BEST_SELLERS_SKIP }}
        skeletons={BEST_SELLERS_SKIP}
        footerLink={shopLink('Show More')}
      />
      <ReviewsSection />
    </>
  );
}
