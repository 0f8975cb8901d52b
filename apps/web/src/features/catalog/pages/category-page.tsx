import { useParams } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';

/** Placeholder: the page builder replaces this file (keep the default export). */
export default function CategoryPage() {
  const { slug = '' } = useParams();
  usePageTitle(slug);
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-bold">{slug}</h1>
    </section>
  );
}
