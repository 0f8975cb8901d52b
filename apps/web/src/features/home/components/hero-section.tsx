import { HERO_CAROUSEL } from '@electro/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { paths } from '@/config/paths';
import { Carousel } from './carousel';

const SLIDES = [
  { src: '/images/hero-1.webp', alt: 'A tablet with a colourful screen and a stylus' },
  { src: '/images/hero-2.webp', alt: 'A smartphone seen from the front and from the back' },
  { src: '/images/hero-3.webp', alt: 'A laptop showing a sales chart beside a pair of headphones' },
] as const;

/** Each banner opens the category it shows (decision 080). */
const BANNERS = [
  {
    src: '/images/banner-1.webp',
    eyebrow: 'Smartwatches',
    title: 'Track every step in style',
    to: paths.category.getHref('smartwatches'),
  },
  {
    src: '/images/banner-2.webp',
    eyebrow: 'Headphones',
    title: 'Sound that moves you',
    to: paths.category.getHref('headphones'),
  },
] as const;

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-surface">
      {/* Side by side from 768 px: stacked, the text and the picture filled a tablet's screen. */}
      <div className="container-page grid items-center gap-6 py-6 md:grid-cols-2 md:gap-8 md:py-8 lg:gap-12 lg:py-12">
        <div className="flex flex-col items-start gap-4 lg:gap-5">
          <p className="rounded-full bg-bg px-3 py-1 text-sm font-semibold text-primary">
            New tablets are here
          </p>
          <h1
            id="hero-title"
            className="text-4xl leading-tight font-extrabold sm:text-5xl md:text-4xl lg:text-5xl"
          >
            The best device at the <span className="text-primary">lowest price</span>
          </h1>
          <p className="max-w-xl text-lg text-muted md:text-base lg:text-lg">
            Meet our new tablet line: bright edge-to-edge displays, all-day batteries and a pen that
            feels like paper. Work, draw, stream and play anywhere, for less than you would expect.
          </p>
          <Link to={paths.shop.getHref()} className={buttonClasses({ size: 'lg' })}>
            Explore Now
          </Link>
        </div>
        <Carousel
          label="Featured devices"
          speedMs={HERO_CAROUSEL.speedMs}
          autoplayMs={HERO_CAROUSEL.autoplayMs}
          perView={{ 0: HERO_CAROUSEL.slidesToShow }}
          dots
          pauseButton
          slides={SLIDES.map((slide, index) => (
            <Img
              key={slide.src}
              src={slide.src}
              alt={slide.alt}
              width={800}
              height={600}
              // The first slide is the largest paint of the page.
              priority={index === 0}
              className="aspect-[4/3] h-auto w-full rounded-3xl"
            />
          ))}
        />
      </div>
      <div className="container-page grid gap-4 pb-8 md:grid-cols-2 lg:pb-10">
        {BANNERS.map((banner) => (
          <Link
            key={banner.src}
            to={banner.to}
            className="group relative block overflow-hidden rounded-2xl"
          >
            <Img
              src={banner.src}
              alt=""
              width={800}
              height={400}
              className="aspect-[2/1] h-auto w-full transition-transform duration-500 group-hover:scale-105"
            />
            <span className="absolute inset-y-0 left-0 flex w-3/5 flex-col justify-center gap-1 p-5 text-white sm:p-8">
              <span className="text-sm font-semibold tracking-wide text-amber-300 uppercase">
                {banner.eyebrow}
              </span>
              <span className="text-xl leading-snug font-bold sm:text-2xl">{banner.title}</span>
              <span className="mt-1 text-sm underline underline-offset-4">Shop now</span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
