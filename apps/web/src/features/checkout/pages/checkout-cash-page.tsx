import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { CustomerOnlyPage } from '@/components/customer-only-page';
import { paths } from '@/config/paths';
import { useCart } from '@/api/cart';
import { useSession } from '@/api/session';
import { cartBlockedReason } from '@/lib/cart-stock';
import { initialAddress, saveAddressDraft } from '../api/address-draft';
import { usePlaceOrder } from '../api/place-order';
import { CheckoutForm } from '../components/checkout-form';
import { CheckoutSummary } from '../components/checkout-summary';

export default function CheckoutCashPage() {
  return (
    <CustomerOnlyPage
      title="Checkout - Cash"
      session={useSession()}
      returnTo={paths.checkoutCash.getHref()}
      guest={{
        icon: <ShoppingCart size={48} />,
        title: 'Log in to check out',
        description: 'Sign in to order the products in your cart.',
      }}
    >
      <CheckoutContent />
    </CustomerOnlyPage>
  );
}

function CheckoutContent() {
  const { cart, isLoading, error, resetCart } = useCart();
  const { user, isLoading: userLoading } = useSession();
  const placeOrder = usePlaceOrder();

  if (isLoading || userLoading) {
    return (
      <div role="status" className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <span className="sr-only">Loading your cart</span>
        <Skeleton height={320} />
        <Skeleton height={260} />
      </div>
    );
  }
  if (error && !cart) {
    return <LoadError message={error} onRetry={() => void resetCart()} />;
  }
  if (!cart || cart.products.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCart size={48} />}
        title="Your cart is empty"
        description="Add products to your cart before checking out."
        link={{ to: paths.home.getHref(), label: 'Start shopping' }}
      />
    );
  }

  return (
    <>
      <p className="mt-2 text-muted">
        Cash on delivery.{' '}
        <Link to={paths.cart.getHref()} className="text-primary underline underline-offset-2">
          Back to cart
        </Link>
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start">
        <AddressForm
          user={user}
          isSubmitting={placeOrder.isPending}
          connectionNote={placeOrder.note}
          blockedReason={cartBlockedReason(cart.products)}
          onSubmit={(shoppingAddress) => placeOrder.submit({ cartId: cart._id, shoppingAddress })}
        />
        <CheckoutSummary cart={cart} />
      </div>
    </>
  );
}

/** The form, started once from this tab's draft, the last order's address or the profile. */
function AddressForm({
  user,
  ...props
}: Omit<Parameters<typeof CheckoutForm>[0], 'defaultValues' | 'onChange' | 'profileAddressHint'> & {
  user: Parameters<typeof initialAddress>[0];
}) {
  const [initial] = useState(() => initialAddress(user));
  return (
    <CheckoutForm
      {...props}
      defaultValues={initial.values}
      profileAddressHint={initial.profileAddressHint}
      onChange={saveAddressDraft}
    />
  );
}
