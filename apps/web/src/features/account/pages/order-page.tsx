import { EmptyState } from '@/components/ui/empty-state';
import { usePageTitle } from '@/hooks/use-page-title';

/** One order of the customer: items, address, payment, delivery and its timeline. */
export default function OrderPage() {
  usePageTitle('Order');
  return <EmptyState title="Order" description="This page is being built." />;
}
