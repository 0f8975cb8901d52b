import { EmptyState } from '@/components/ui/empty-state';
import { usePageTitle } from '@/hooks/use-page-title';

/** One order for the owner: the customer order page plus the customer and the status actions. */
export default function OrderPage() {
  usePageTitle('Order');
  return <EmptyState title="Order" description="This page is being built." />;
}
