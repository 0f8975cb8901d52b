import Heart from 'lucide-react/icons/heart';
import Package from 'lucide-react/icons/package';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCart } from '@/api/cart';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/api/session';
import { useWishlist } from '@/api/wishlist';
import { useOrders } from '../api/get-orders';

function OverviewCard(props: { to: string; icon: ReactNode; title: string; value: ReactNode }) {
  return (
    <li>
      <Link
        to={props.to}
        className="flex h-full items-center gap-4 rounded-xl border border-border p-4 transition-colors hover:bg-surface"
      >
        <span
          aria-hidden="true"
          className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-surface-2 text-primary"
        >
          {props.icon}
        </span>
        <span className="flex flex-col">
          <span className="font-semibold">{props.title}</span>
          <span className="text-sm text-muted">{props.value}</span>
        </span>
      </Link>
    </li>
  );
}

const countLabel = (count: number | undefined, one: string, many: string) =>
  count === undefined ? '…' : `${count} ${count === 1 ? one : many}`;

export default function ProfileHomePage() {
  usePageTitle('Profile');
  const { displayName } = useSession();
  const { count: cartCount, isLoading: cartLoading } = useCart();
  const { count: wishlistCount, isLoading: wishlistLoading } = useWishlist();
  const orders = useOrders({ page: 1, limit: 1 });

  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title" className="text-3xl font-bold">
        Welcome, {displayName}
      </h1>
      <p className="mt-2 text-muted">
        Follow your orders, keep your details up to date and change your password here.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        <OverviewCard
          to={paths.profileOrders.getHref()}
          icon={<Package size={22} />}
          title="Orders"
          value={
            orders.isError
              ? 'See your order history'
              : countLabel(orders.data?.totalOrders, 'order', 'orders')
          }
        />
        <OverviewCard
          to={paths.profileAccount.getHref()}
          icon={<UserRound size={22} />}
          title="Account"
          value="Name, email, address, phone and password"
        />
        <OverviewCard
          to={paths.cart.getHref()}
          icon={<ShoppingCart size={22} />}
          title="Cart"
          value={countLabel(cartLoading ? undefined : cartCount, 'product', 'products')}
        />
        <OverviewCard
          to={paths.wishlist.getHref()}
          icon={<Heart size={22} />}
          title="Wish list"
          value={countLabel(wishlistLoading ? undefined : wishlistCount, 'product', 'products')}
        />
      </ul>
    </section>
  );
}
