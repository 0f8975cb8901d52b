import { EmptyState } from '@/components/ui/empty-state';
import { usePageTitle } from '@/hooks/use-page-title';

/** Customers: a server-paged, searchable list. */
export default function CustomersPage() {
  usePageTitle('Customers');
  return <EmptyState title="Customers" description="This page is being built." />;
}
