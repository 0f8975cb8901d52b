import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { useFormatPrice } from '@/components/ui/price';
import { paths } from '@/config/paths';

export type CartSummaryProps = {
  subtotal: number;
  itemCount: number;
  /** Why the cart cannot be ordered as it is (a line out of stock); checkout waits for a fix. */
  blockedReason?: string | null;
};

/** Order Summary beside the cart: shipping is free, so the total is the subtotal. */
export function CartSummary({ subtotal, itemCount, blockedReason }: CartSummaryProps) {
  const formatPrice = useFormatPrice();
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-xl border border-border bg-surface p-5 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-title" className="text-xl font-semibold">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-3">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className="font-medium tabular-nums">{formatPrice(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Shipping</dt>
          <dd className="font-medium text-success">Free</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-border pt-3 text-lg">
          <dt className="font-semibold">Total</dt>
          <dd className="font-bold tabular-nums">{formatPrice(subtotal)}</dd>
        </div>
      </dl>
      {blockedReason ? (
        <>
          <Button
            size="lg"
            disabled
            aria-describedby="cart-summary-blocked"
            className="mt-5 w-full"
          >
            Proceed to checkout
          </Button>
          <p id="cart-summary-blocked" className="mt-3 text-sm font-medium text-danger">
            {blockedReason}
          </p>
        </>
      ) : (
        <Link
          to={paths.checkoutCash.getHref()}
          className={buttonClasses({ size: 'lg', className: 'mt-5 w-full' })}
        >
          Proceed to checkout
        </Link>
      )}
      <p className="mt-3 text-center text-sm text-muted">Cash on delivery</p>
    </section>
  );
}
