import type { Cart } from '@electro/shared';
import { Img } from '@/components/ui/img';
import { useFormatPrice } from '@/components/ui/price';

/** What the customer is about to order, beside the address form. */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  const formatPrice = useFormatPrice();
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="rounded-xl border border-border bg-surface p-5"
    >
      <h2 id="checkout-summary-title" className="text-xl font-semibold">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-border">
        {cart.products.map((line) => (
          <li key={line._id} className="flex items-center gap-3 py-3">
            <Img
              src={line.productId.imageCover.secure_url}
              thumbnail={200}
              sizes="48px"
              alt=""
              width={48}
              height={48}
              className="h-12 w-12 shrink-0 rounded-md bg-bg object-contain p-0.5"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium">{line.productId.title}</p>
              <p className="text-sm text-muted">
                {line.quantity} x {formatPrice(line.price)}
              </p>
            </div>
            <p className="font-medium tabular-nums">{formatPrice(line.price * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-border pt-3">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular-nums">{formatPrice(cart.totalCartPrice)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Shipping</dt>
          <dd className="text-success">Free</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg">
          <dt className="font-semibold">Total</dt>
          <dd className="font-bold tabular-nums">{formatPrice(cart.totalCartPrice)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Payment method</dt>
          <dd>Cash on delivery</dd>
        </div>
      </dl>
    </section>
  );
}
