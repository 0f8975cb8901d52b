import { usePageTitle } from '@/hooks/use-page-title';

/**
 * Placeholder for the whole admin area: ONE lazy chunk, rendered by AdminGuard for /admin/*.
 * Replace with descendant <Routes> using the relative paths.admin* patterns, e.g.
 * <Route path={paths.adminProducts.path} element={...} />.
 */
export default function AdminRoutes() {
  usePageTitle('Admin');
  return (
    <main id="main" className="p-6">
      <h1 className="text-3xl font-bold">Admin</h1>
    </main>
  );
}
