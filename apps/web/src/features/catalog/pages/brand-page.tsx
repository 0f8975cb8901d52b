import { useParams } from 'react-router';
import { TaxonomyPage } from '../components/taxonomy-page';

/** /brand/:slug: a brand's products, as a category's page shows a category's (decision 103). */
export default function BrandPage() {
  const { slug = '' } = useParams();
  return <TaxonomyPage kind="brand" slug={slug} />;
}
