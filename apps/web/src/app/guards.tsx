import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTokenClaims } from '@/lib/auth-token';
import { lazyWithRetry } from '@/lib/lazy-with-retry';

/** Set by the admin guard: /login then stays open for a signed-in customer to switch account. */
export type LoginRouteState = { adminRequired?: boolean } | null;

/**
 * /login and /register: a signed-in user has nothing to do there, unless sent by the admin guard.
 */
export function VisitorGuard() {
  const claims = useTokenClaims();
  const state = useLocation().state as LoginRouteState;
  if (claims && !(state?.adminRequired && claims.role !== 'admin')) {
    return (
      <Navigate
        replace
        to={claims.role === 'admin' ? paths.admin.getHref() : paths.home.getHref()}
      />
    );
  }
  return <Outlet />;
}

/**
 * Customer pages. docs/PRODUCT.md §6: a signed-in admin goes home. A guest cannot have a profile,
 * so a guest is sent to /login when `requireSignIn` is set (used for /profile).
 */
export function CustomerGuard({ requireSignIn = false }: { requireSignIn?: boolean }) {
  const claims = useTokenClaims();
  if (claims?.role === 'admin') return <Navigate replace to={paths.home.getHref()} />;
  if (!claims && requireSignIn) return <Navigate replace to={paths.login.getHref()} />;
  return <Outlet />;
}

// The guard owns the import, so only an admin ever downloads the admin chunk.
const AdminRoutes = lazyWithRetry(() => import('@/features/admin/admin-routes'));

/** /admin/*: anyone but an admin (or no token) is replaced to /login (docs/PRODUCT.md §6). */
export function AdminGuard() {
  const claims = useTokenClaims();
  if (claims?.role !== 'admin') {
    return <Navigate replace to={paths.login.getHref()} state={{ adminRequired: true }} />;
  }
  return (
    <Suspense fallback={<Spinner className="mx-auto my-24" label="Loading admin" />}>
      <AdminRoutes />
    </Suspense>
  );
}
