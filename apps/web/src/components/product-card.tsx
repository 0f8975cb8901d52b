import { DISCOUNT_BADGE_THRESHOLD } from '@electro/shared';
import type { Product } from '@electro/shared';
import Heart from 'lucide-react/icons/heart';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { Button } from './ui/button';
import { PlainLink } from './ui/plain-link';
import { Img } from './ui/img';
import { PRODUCT_CARD_SIZES, PRODUCT_CARD_THUMBNAIL } from '@/lib/image-url';
import { Price } from './ui/price';
import { Rating } from './ui/rating';

export type ProductCardProduct = Pick<
  Product,
  | '_id'
  | 'title'
  | 'imageCover'
  | 'price'
  | 'priceAfterDiscount'
  | 'discount'
  | 'rateAvg'
  | 'rateNum'
> &
  /** Left out by callers that do not know it: the card then offers Add to cart. */
  Partial<Pick<Product, 'stock'>>;

export type ProductCardProps = {
  product: ProductCardProduct;
  /** For cards in the first visible row: loads the cover eagerly. */
  priority?: boolean;
  /** Heading level of the title in the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** What a card's buttons do; the api layer's ProductCard wires them to the cart and wishlist. */
export type ProductCardActions = {
  inWishlist: boolean;
  wishlistBusy: boolean;
  onToggleWishlist: () => void;
  isAdding: boolean;
  onAddToCart: () => void;
};

export function ProductCardView({
  product,
  priority = false,
  headingLevel = 3,
  className,
  actions,
}: ProductCardProps & { actions: ProductCardActions }) {
  const { inWishlist, wishlistBusy, isAdding } = actions;
  const href = paths.product.getHref(product._id);
  const hasDiscount = product.discount > DISCOUNT_BADGE_THRESHOLD;
  const outOfStock = product.stock !== undefined && product.stock <= 0;
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';

  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border border-border bg-bg transition-shadow hover:shadow-lg',
        className,
      )}
    >
      <PlainLink
        to={href}
        className="block aspect-square overflow-hidden bg-surface"
        tabIndex={-1}
        aria-hidden="true"
      >
        <Img
          src={product.imageCover.secure_url}
          thumbnail={PRODUCT_CARD_THUMBNAIL}
          sizes={PRODUCT_CARD_SIZES}
          alt=""
          width={400}
          height={400}
          priority={priority}
          className="h-full w-full object-contain p-4 transition-transform duration-300 group-hover:scale-105"
        />
      </PlainLink>
      {hasDiscount ? (
        <span className="absolute top-3 left-3 rounded-md bg-sale px-2 py-0.5 text-xs font-bold text-sale-fg">
          -{product.discount}%
        </span>
      ) : null}
      <button
        type="button"
        onClick={actions.onToggleWishlist}
        disabled={wishlistBusy}
        aria-pressed={inWishlist}
        aria-label={
          inWishlist ? `Remove ${product.title} from wishlist` : `Add ${product.title} to wishlist`
        }
        className="absolute top-2 right-2 grid h-10 w-10 place-items-center rounded-full bg-bg/90 text-fg shadow hover:text-sale disabled:opacity-60"
      >
        <Heart
          aria-hidden="true"
          size={20}
          className={inWishlist ? 'text-sale' : undefined}
          fill={inWishlist ? 'currentColor' : 'none'}
        />
      </button>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Heading className="line-clamp-2 font-medium">
          <PlainLink to={href} className="hover:text-primary">
            {product.title}
          </PlainLink>
        </Heading>
        <div className="flex items-center gap-2 text-sm text-muted">
          <Rating value={product.rateAvg} />
          <span>({product.rateNum})</span>
        </div>
        <Price
          value={product.priceAfterDiscount}
          oldValue={hasDiscount ? product.price : undefined}
          // Two cards a row at 320 px: the old price goes under the new one rather than out.
          className="mt-auto flex-wrap"
        />
        {outOfStock ? (
          <Button size="sm" variant="outline" disabled>
            Out of stock<span className="sr-only">: {product.title}</span>
          </Button>
        ) : (
          <Button size="sm" onClick={actions.onAddToCart} isLoading={isAdding}>
            {/* Two cards a row on a phone leave no room for the icon beside the words. */}
            {isAdding ? null : (
              <ShoppingCart aria-hidden="true" size={16} className="hidden shrink-0 sm:block" />
            )}
            Add to cart<span className="sr-only">: {product.title}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
