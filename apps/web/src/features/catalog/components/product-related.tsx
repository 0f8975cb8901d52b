import { useDeferredValue } from 'react';
import { ProductCard } from '@/api/product-card';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { ProductCardSkeletons } from './shop-card-skeleton';
import { useProducts } from '@/api/products';

const RELATED_COUNT = 4;
const GRID_CLASS = 'grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/**
 * Related Products: the same category, this product left out. One more than shown is asked
 * for, so four remain when this product is among them.
 */
export function ProductRelated({
  productId,
  categorySlug,
}: {
  productId: string;
  categorySlug: string;
}) {
  // Asked for as the shopper scrolls near them: on a phone they are screens below the product,
  // and rendering four cards early is main-thread time the product's own first screen needs.
  const { ref, near } = useNearViewport<HTMLElement>();
  // The cards are rendered in a background render that React slices, not in the blocking render
  // a query update gets (useSyncExternalStore): the placeholders stay up for that one.
  const query = useDeferredValue(
    useProducts({ category: [categorySlug], limit: RELATED_COUNT + 1 }, { enabled: near }),
  );
  const headingId = 'related-products-heading';

  let body;
  if (!near) {
    // Not reached yet: the room the cards will take, without animated placeholders.
    body = <div className="min-h-96" />;
  } else if (query.isPending) {
    body = (
      <ProductCardSkeletons
        count={RELATED_COUNT}
        label="Loading related products"
        className={GRID_CLASS}
      />
    );
  } else if (query.isError) {
    body = <p className="text-muted">Related products could not be loaded.</p>;
  } else {
    const related = query.data.products
      .filter((product) => product._id !== productId)
      .slice(0, RELATED_COUNT);
    body =
      related.length === 0 ? (
        <p className="text-muted">No related products yet.</p>
      ) : (
        <ul className={`grid ${GRID_CLASS}`}>
          {related.map((product) => (
            <li key={product._id} className="flex">
              <ProductCard product={product} className="w-full" />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section ref={ref} aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="mb-6 text-2xl font-bold">
        Related Products
      </h2>
      {body}
    </section>
  );
}
