import { EmptyState } from '@/components/ui/empty-state';
import { usePageTitle } from '@/hooks/use-page-title';

/** Review moderation: the newest reviews, with product and author. */
export default function ReviewsPage() {
  usePageTitle('Reviews');
  return <EmptyState title="Reviews" description="This page is being built." />;
}
