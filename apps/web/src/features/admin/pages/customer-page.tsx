import { EmptyState } from '@/components/ui/empty-state';
import { usePageTitle } from '@/hooks/use-page-title';

/** One customer and their orders. */
export default function CustomerPage() {
  usePageTitle('Customer');
  return <EmptyState title="Customer" description="This page is being built." />;
}
