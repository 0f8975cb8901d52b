import { CART_MIN_QUANTITY } from '@electro/shared';
import type { Cart } from '@electro/shared';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Img } from '@/components/ui/img';
import { Price, useFormatPrice } from '@/components/ui/price';
import { paths } from '@/config/paths';
import { stockProblem } from '@/lib/cart-stock';
import { cn } from '@/lib/cn';

export type CartLineData = Cart['products'][number];

export type CartLineProps = {
  line: CartLineData;
  /** True while any cart change is in flight: quantities must not race each other. */
  busy: boolean;
  onQuantityChange: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
};

export function CartLine({ line, busy, onQuantityChange, onRemove }: CartLineProps) {
  const formatPrice = useFormatPrice();
  const product = line.productId;
  const href = paths.product.getHref(product._id);
  const atMinimum = line.quantity <= CART_MIN_QUANTITY;
  const atStock = line.quantity >= product.stock;
  const problem = stockProblem(line);

  return (
    <li className="grid grid-cols-[4.5rem_1fr] gap-x-4 gap-y-3 py-4 sm:grid-cols-[5rem_1fr_auto_auto_auto] sm:items-center">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="row-span-2 block h-18 w-18 overflow-hidden rounded-lg bg-surface sm:row-span-1 sm:h-20 sm:w-20"
      >
        <Img
          src={product.imageCover.secure_url}
          thumbnail={200}
          sizes="80px"
          alt=""
          width={80}
          height={80}
          className="h-full w-full object-contain p-1"
        />
      </Link>
      <div className="min-w-0">
        <h3 className="line-clamp-2 font-medium">
          <Link to={href} className="hover:text-primary">
            {product.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">
          <span className="sr-only">Unit price: </span>
          <Price
            value={line.price}
            oldValue={product.price > line.price ? product.price : undefined}
            className="text-fg"
          />
          <span aria-hidden="true"> each</span>
        </p>
      </div>
      {/* One row under the title on phones; its own grid cells from sm up (display: contents). */}
      <div className="col-start-2 flex items-center gap-2 sm:contents">
        <div
          role="group"
          aria-label={`Quantity of ${product.title}`}
          className="flex items-center rounded-lg border border-border"
        >
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Decrease quantity of ${product.title}`}
            disabled={busy || atMinimum || problem === 'sold-out'}
            onClick={() => onQuantityChange(product._id, line.quantity - 1)}
          >
            <Minus aria-hidden="true" size={16} />
          </Button>
          <output aria-live="polite" className="min-w-8 text-center font-semibold tabular-nums">
            <span className="sr-only">Quantity: </span>
            {line.quantity}
          </output>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Increase quantity of ${product.title}`}
            title={atStock ? 'No more in stock' : undefined}
            disabled={busy || atStock}
            onClick={() => onQuantityChange(product._id, line.quantity + 1)}
          >
            <Plus aria-hidden="true" size={16} />
          </Button>
        </div>
        <p className="ml-auto font-semibold tabular-nums sm:ml-0 sm:w-24 sm:text-right">
          <span className="sr-only">Line total: </span>
          {formatPrice(line.price * line.quantity)}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${product.title} from cart`}
          disabled={busy}
          onClick={() => onRemove(product._id)}
          className="text-danger"
        >
          <Trash2 aria-hidden="true" size={18} />
        </Button>
      </div>
      {problem ? (
        <div
          className={cn(
            'col-span-2 flex flex-wrap items-center gap-x-3 gap-y-2 sm:col-span-5',
            'rounded-lg border border-danger px-3 py-2 text-sm text-danger',
          )}
        >
          <p className="font-medium">
            {problem === 'sold-out'
              ? `${product.title} is out of stock. Remove it to check out.`
              : `Only ${product.stock} left of ${product.title}. Lower the quantity to check out.`}
          </p>
          {problem === 'sold-out' ? (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onRemove(product._id)}
              className="text-danger"
            >
              Remove from cart<span className="sr-only">: {product.title}</span>
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onQuantityChange(product._id, product.stock)}
            >
              Lower to {product.stock}
              <span className="sr-only">: {product.title}</span>
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
