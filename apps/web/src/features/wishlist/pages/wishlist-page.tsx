import Heart from 'lucide-react/icons/heart';
import { useQueryClient } from '@tanstack/react-query';
import { ProductCard } from '@/api/product-card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonGrid } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { CustomerOnlyPage } from '@/components/customer-only-page';
import { paths } from '@/config/paths';
import { useSession } from '@/api/session';
import { useWishlist } from '@/api/wishlist';
import { queryKeys } from '@/lib/query-keys';

export default function WishlistPage() {
  return (
    <CustomerOnlyPage
      title="Wish list"
      session={useSession()}
      returnTo={paths.wishlist.getHref()}
      guest={{
        icon: <Heart size={48} />,
        title: 'Log in to see your wish list',
        description: 'Your wish list is kept with your account.',
      }}
    >
      <WishlistContent />
    </CustomerOnlyPage>
  );
}

function WishlistContent() {
  const { products, isLoading, error } = useWishlist();
  const queryClient = useQueryClient();

  if (isLoading) return <SkeletonGrid className="mt-6" label="Loading your wish list" />;
  if (error) {
    return (
      <LoadError
        message={error}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: queryKeys.wishlist })}
      />
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        icon={<Heart size={48} />}
        title="Your wish list is empty"
        link={{ to: paths.home.getHref(), label: 'Start shopping' }}
      />
    );
  }

  return (
    <>
      <p className="mt-2 text-muted">
        {products.length} {products.length === 1 ? 'product' : 'products'} saved. Use the heart to
        remove one.
      </p>
      <ul className="mt-6 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product._id} className="flex">
            <ProductCard
              product={product}
              priority={index < 2}
              headingLevel={2}
              className="w-full"
            />
          </li>
        ))}
      </ul>
    </>
  );
}
