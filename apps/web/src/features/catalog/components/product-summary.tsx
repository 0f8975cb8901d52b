import { DISCOUNT_BADGE_THRESHOLD } from '@electro/shared';
import type { Product } from '@electro/shared';
import Heart from 'lucide-react/icons/heart';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Truck from 'lucide-react/icons/truck';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import { paths } from '@/config/paths';
import { ADMIN_SHOPPING_MESSAGE, useAddToCart } from '@/api/cart';
import { useTokenClaims } from '@/lib/auth-token';
import { useWishlist } from '@/api/wishlist';
import { cn } from '@/lib/cn';

const LOW_STOCK = 5;

export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

export type ProductSummaryProps = {
  product: Product;
  /** Opens the Reviews tab and brings it into view. */
  onShowReviews: () => void;
};

/** Title, rating, price, stock, description and the buy and wishlist buttons. */
export function ProductSummary({ product, onShowReviews }: ProductSummaryProps) {
  const { addToCart, isAdding } = useAddToCart();
  // An admin cannot use the cart (docs/PRODUCT.md §6): the buttons say so instead of adding
  // (decision 083).
  const isAdmin = useTokenClaims()?.role === 'admin';
  const adminNoteId = useId();
  const { isInWishlist, toggleWishlist, isMutating: wishlistBusy } = useWishlist();
  const inWishlist = isInWishlist(product._id);
  const hasDiscount = product.discount > DISCOUNT_BADGE_THRESHOLD;
  const outOfStock = product.stock <= 0;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        <Link
          to={paths.brand.getHref(product.brand.slug)}
          className="font-medium text-primary hover:underline"
        >
          {product.brand.name}
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.category.getHref(product.category.slug)} className="hover:underline">
          {product.category.name}
        </Link>
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">{product.title}</h1>

      <div className="flex flex-wrap items-center gap-2">
        <Rating value={product.rateAvg} size={18} />
        {product.rateNum > 0 ? (
          <span className="font-medium">{product.rateAvg.toFixed(1)}</span>
        ) : null}
        <button
          type="button"
          onClick={onShowReviews}
          className="text-muted underline-offset-2 hover:text-primary hover:underline"
        >
          ({reviewCountLabel(product.rateNum)})
        </button>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Price
          value={product.priceAfterDiscount}
          oldValue={hasDiscount ? product.price : undefined}
          className="text-3xl"
        />
        {hasDiscount ? (
          <span className="rounded-md bg-sale px-2 py-0.5 text-sm font-bold text-sale-fg">
            -{product.discount}%
          </span>
        ) : null}
      </div>

      <p
        className={cn(
          'font-medium',
          outOfStock ? 'text-danger' : product.stock <= LOW_STOCK ? 'text-accent' : 'text-success',
        )}
      >
        {outOfStock
          ? 'Out of stock'
          : product.stock <= LOW_STOCK
            ? `Only ${product.stock} left in stock`
            : `In stock (${product.stock} available)`}
      </p>

      <p className="line-clamp-4 text-muted">{product.description}</p>

      <div className="flex flex-wrap gap-3">
        <Button
          size="lg"
          className="min-w-48 flex-1 sm:flex-none"
          disabled={outOfStock || isAdmin}
          aria-describedby={isAdmin ? adminNoteId : undefined}
          isLoading={isAdding}
          onClick={() => void addToCart(product._id)}
        >
          {isAdding ? null : <ShoppingCart aria-hidden="true" size={20} />}
          {outOfStock ? 'Out of stock' : 'Add to cart'}
        </Button>
        <button
          type="button"
          aria-label="Add to wishlist"
          aria-pressed={inWishlist}
          aria-describedby={isAdmin ? adminNoteId : undefined}
          title={inWishlist ? 'In your wishlist' : 'Add to wishlist'}
          disabled={wishlistBusy || isAdmin}
          onClick={() => void toggleWishlist(product._id)}
          className="grid h-12 w-12 shrink-0 place-items-center rounded-lg border border-border text-fg transition-colors hover:bg-surface hover:text-sale disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Heart
            aria-hidden="true"
            size={22}
            className={inWishlist ? 'text-sale' : undefined}
            fill={inWishlist ? 'currentColor' : 'none'}
          />
        </button>
        {isAdmin ? (
          <p id={adminNoteId} className="basis-full text-sm text-muted">
            {ADMIN_SHOPPING_MESSAGE}
          </p>
        ) : null}
      </div>

      <ul className="mt-2 flex flex-col gap-2 border-t border-border pt-4 text-sm text-muted">
        <li className="flex items-center gap-2">
          <Truck aria-hidden="true" size={18} />
          Cash on delivery
        </li>
        <li className="flex items-center gap-2">
          <RotateCcw aria-hidden="true" size={18} />
          14-day returns on unused items
        </li>
      </ul>
    </div>
  );
}
