import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { CustomerOnlyPage } from '@/components/customer-only-page';
import { paths } from '@/config/paths';
import { useCart } from '@/api/cart';
import { useSession } from '@/api/session';
import { cartBlockedReason } from '@/lib/cart-stock';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';

/** The store's own dialog (not the browser's confirm box), as every other confirmation. */
const CLEAR_CONFIRMATION = {
  title: 'Clear your cart?',
  description: 'Every product is removed from your cart. Your wishlist stays as it is.',
  confirmLabel: 'Clear Cart',
  cancelLabel: 'Keep my cart',
} as const;

export default function CartPage() {
  return (
    <CustomerOnlyPage
      title="Cart"
      session={useSession()}
      returnTo={paths.cart.getHref()}
      guest={{
        icon: <ShoppingCart size={48} />,
        title: 'Log in to see your cart',
        description: 'Your cart is kept with your account.',
      }}
    >
      <CartContent />
    </CustomerOnlyPage>
  );
}

function CartContent() {
  const { cart, isLoading, error, isMutating, updateQuantity, removeItem, clearCart, resetCart } =
    useCart();
  const { confirm, dialog } = useConfirm();

  if (isLoading) return <CartSkeleton />;
  if (error && !cart) {
    return <LoadError message={error} onRetry={() => void resetCart()} />;
  }

  const lines = cart?.products ?? [];
  if (lines.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCart size={48} />}
        title="Your cart is empty"
        link={{ to: paths.home.getHref(), label: 'Start shopping' }}
      />
    );
  }

  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const onClear = async () => {
    if (await confirm(CLEAR_CONFIRMATION)) void clearCart();
  };

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section aria-labelledby="cart-items-title">
        <div className="flex items-center justify-between gap-4 border-b border-border pb-3">
          <h2 id="cart-items-title" className="text-lg font-semibold">
            {lines.length} {lines.length === 1 ? 'product' : 'products'} in your cart
          </h2>
          <Button variant="outline" size="sm" onClick={() => void onClear()} disabled={isMutating}>
            Clear Cart
          </Button>
        </div>
        <ul className="divide-y divide-border" aria-busy={isMutating || undefined}>
          {lines.map((line) => (
            <CartLine
              key={line._id}
              line={line}
              busy={isMutating}
              onQuantityChange={(productId, quantity) => void updateQuantity(productId, quantity)}
              onRemove={(productId) => void removeItem(productId)}
            />
          ))}
        </ul>
      </section>
      <CartSummary
        subtotal={cart?.totalCartPrice ?? 0}
        itemCount={itemCount}
        blockedReason={cartBlockedReason(lines)}
      />
      {dialog}
    </div>
  );
}

function CartSkeleton() {
  return (
    <div role="status" className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
      <span className="sr-only">Loading your cart</span>
      <div className="space-y-4">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={96} />
        ))}
      </div>
      <Skeleton height={260} />
    </div>
  );
}
