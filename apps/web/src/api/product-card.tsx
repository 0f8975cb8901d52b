import { ProductCardView } from '@/components/product-card';
import type { ProductCardProps } from '@/components/product-card';
import { useAddToCart } from './cart';
import { useWishlist } from './wishlist';

export type { ProductCardProduct, ProductCardProps } from '@/components/product-card';

/**
 * A product card whose buttons add to the cart and toggle the wishlist. Each card holds its
 * own add-to-cart mutation, so only the card that was clicked shows its spinner.
 */
export function ProductCard(props: ProductCardProps) {
  const { addToCart, isAdding } = useAddToCart();
  const { isInWishlist, toggleWishlist, isMutating: wishlistBusy } = useWishlist();
  const id = props.product._id;
  return (
    <ProductCardView
      {...props}
      actions={{
        inWishlist: isInWishlist(id),
        wishlistBusy,
        onToggleWishlist: () => void toggleWishlist(id),
        isAdding,
        onAddToCart: () => void addToCart(id),
      }}
    />
  );
}
