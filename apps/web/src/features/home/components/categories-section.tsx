import { CATEGORY_CAROUSEL } from '@electro/shared';
import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCategories } from '@/api/categories';
import { Carousel } from './carousel';
import { SectionHeader } from './section-header';

// docs/PRODUCT.md §9: 4 visible, 2 below 992 px (and so below 768 px too).
const PER_VIEW = {
  0: CATEGORY_CAROUSEL.slidesToShowSmall,
  [Math.max(...CATEGORY_CAROUSEL.smallBelow)]: CATEGORY_CAROUSEL.slidesToShow,
};

const cardHeight = 'h-44 sm:h-56';

export function CategoriesSection() {
  const { data: categories, isPending, isError } = useCategories();

  // docs/PRODUCT.md §8: a failed categories load is only logged; the section steps aside.
  if (isError || (!isPending && categories.length === 0)) return null;

  return (
    <section aria-labelledby="home-categories" className="container-page py-10">
      <SectionHeader
        id="home-categories"
        title="Shop by Category"
        link={{ to: paths.shop.getHref(), label: 'All products' }}
      />
      {isPending ? (
        <div role="status" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <span className="sr-only">Loading categories</span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton
              key={index}
              className={index >= 2 ? `hidden lg:block ${cardHeight}` : cardHeight}
            />
          ))}
        </div>
      ) : (
        <Carousel
          label="Categories"
          perView={PER_VIEW}
          gap={16}
          speedMs={CATEGORY_CAROUSEL.speedMs}
          autoplayMs={CATEGORY_CAROUSEL.autoplayMs}
          arrows={CATEGORY_CAROUSEL.arrows}
          slides={categories.map((category) => (
            <Link
              key={category._id}
              to={paths.category.getHref(category.slug)}
              className={`group flex ${cardHeight} flex-col items-center justify-center gap-3 rounded-xl border border-border bg-surface p-4 text-center transition-colors hover:border-primary`}
            >
              <Img
                src={category.image.secure_url}
                thumbnail={400}
                sizes="(min-width: 640px) 128px, 96px"
                alt=""
                width={160}
                height={160}
                className="h-24 w-24 rounded-lg object-contain transition-transform duration-300 group-hover:scale-110 sm:h-32 sm:w-32"
              />
              <span className="font-semibold group-hover:text-primary">{category.name}</span>
            </Link>
          ))}
        />
      )}
    </section>
  );
}
