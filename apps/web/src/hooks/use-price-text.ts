import { ORDER_FALLBACKS, isAmount } from '@/components/order/order-format';
import { useFormatPrice } from '@/components/ui/price';

/** An amount in the shop's currency, or the fallback for an order that lacks it. */
export function usePriceText() {
  const formatPrice = useFormatPrice();
  return (value: unknown) => (isAmount(value) ? formatPrice(value) : ORDER_FALLBACKS.price);
}
