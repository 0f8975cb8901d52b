import { Link } from 'react-router';
import { ProductCard } from '@/api/product-card';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonGrid } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useProducts } from '@/api/products';
import type { ProductsParams } from '@/api/products';
import { cn } from '@/lib/cn';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { SectionHeader } from './section-header';

export type ProductsSectionProps = {
  id: string;
  title: string;
  params: ProductsParams;
  /** Placeholders while loading (the number of products asked for). */
  skeletons: number;
  headerLink?: { to: string; label: string };
  /** The call to action under the grid ('Shop now', 'Show More'). */
  footerLink?: { to: string; label: string };
  className?: string;
};

const PLACEHOLDER_HEIGHT = 420;
/**
 * Two cards a row from the narrowest phone up (a card stays readable down to 320 px): one a row
 * made the home page a 15,800 px scroll at 390 px.
 */
const PHONE_COLUMNS = 'grid-cols-2 gap-3 sm:gap-6';

/** A titled grid of product cards (docs/PRODUCT.md §9: 1/2/3/4 columns by breakpoint). */
export function ProductsSection({
  id,
  title,
  params,
  skeletons,
  headerLink,
  footerLink,
  className,
}: ProductsSectionProps) {
  const { ref, near } = useNearViewport<HTMLElement>();
  const { data, isPending, isError, refetch } = useProducts(params, { enabled: near });

  return (
    <section ref={ref} aria-labelledby={id} className={cn('container-page py-10', className)}>
      <SectionHeader id={id} title={title} link={headerLink} />
      {!near ? (
        // Far below the fold: reserve the room without rendering 8 animated placeholders.
        <div style={{ minHeight: PLACEHOLDER_HEIGHT }} />
      ) : isPending ? (
        <SkeletonGrid
          count={skeletons}
          columns={4}
          height={420}
          label={`Loading ${title}`}
          className={PHONE_COLUMNS}
        />
      ) : isError ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="text-muted">We could not load these products.</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            Try again
          </button>
        </div>
      ) : data.products.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No products yet"
          description="New devices arrive every week. Check back soon."
          className="py-10"
        />
      ) : (
        <ul className={cn('grid sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4', PHONE_COLUMNS)}>
          {data.products.map((product) => (
            <li key={product._id} className="flex">
              <ProductCard product={product} className="w-full" />
            </li>
          ))}
        </ul>
      )}
      {footerLink ? (
        <div className="mt-8 flex justify-center">
          <Link to={footerLink.to} className={buttonClasses({ size: 'lg' })}>
            {footerLink.label}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

export const shopLink = (label: string) => ({ to: paths.shop.getHref(), label });
