import { useParams } from 'react-router';
import { TaxonomyPage } from '../components/taxonomy-page';

/** /category/:slug: docs/PRODUCT.md §2 Category page. */
export default function CategoryPage() {
  const { slug = '' } = useParams();
  return <TaxonomyPage kind="category" slug={slug} />;
}
