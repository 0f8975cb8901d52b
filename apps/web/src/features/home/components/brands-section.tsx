import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useBrands } from '@/api/brands';
import { productsParamsToSearchParams } from '@/api/products';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { SectionHeader } from './section-header';

const MAX_BRANDS = 12;
const GRID = 'grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 md:grid-cols-6';

export function BrandsSection() {
  const { ref, near } = useNearViewport<HTMLElement>();
  const { data: brands, isPending, isError } = useBrands({ enabled: near });

  if (isError || (!isPending && brands.length === 0)) return null;

  return (
    <section ref={ref} aria-labelledby="home-brands" className="container-page py-10">
      <SectionHeader
        id="home-brands"
        title="Top Brands"
        link={{ to: paths.brands.getHref(), label: 'All brands' }}
      />
      {!near ? (
        <div className="min-h-32" />
      ) : isPending ? (
        <div role="status" className={GRID}>
          <span className="sr-only">Loading brands</span>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="aspect-square" />
          ))}
        </div>
      ) : (
        <ul className={GRID}>
          {brands.slice(0, MAX_BRANDS).map((brand) => (
            <li key={brand._id}>
              <Link
                to={`${paths.shop.getHref()}?${productsParamsToSearchParams({ brand: [brand.slug] })}`}
                className="block aspect-square overflow-hidden rounded-xl border border-border bg-white transition-shadow hover:shadow-md"
              >
                <Img
                  src={brand.image.secure_url}
                  thumbnail={400}
                  sizes="240px"
                  alt={brand.name}
                  width={240}
                  height={240}
                  className="h-full w-full object-cover"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
