import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTokenClaims } from '@/lib/auth-token';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { destinationAfterLogin, loginReturnPath } from '@/lib/safe-redirect';

/**
 * What the guards hand /login: `from`, the page that asked for a login, to return to afterwards
 * (only a path of this app is followed: lib/safe-redirect.ts); `adminRequired`, set by the admin
 * guard, keeps /login open for a signed-in customer to switch account.
 */
export type LoginRouteState = { adminRequired?: boolean; from?: string } | null;

/** The page that asks for a login, as a path to come back to. */
function useOrigin(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * /login and /register: a signed-in user has nothing to do there, unless sent by the admin guard.
 */
export function VisitorGuard() {
  const claims = useTokenClaims();
  const location = useLocation();
  const state = location.state as LoginRouteState;
  if (claims && !(state?.adminRequired && claims.role !== 'admin')) {
    const to = destinationAfterLogin(claims.role, loginReturnPath(state, location.search), {
      admin: paths.admin.getHref(),
      customer: paths.home.getHref(),
    });
    return <Navigate replace to={to} />;
  }
  return <Outlet />;
}

/**
 * Customer pages. docs/PRODUCT.md §6: a signed-in admin goes home. A guest cannot have a profile,
 * so a guest is sent to /login when `requireSignIn` is set (used for /profile).
 */
export function CustomerGuard({ requireSignIn = false }: { requireSignIn?: boolean }) {
  const claims = useTokenClaims();
  const from = useOrigin();
  if (claims?.role === 'admin') return <Navigate replace to={paths.home.getHref()} />;
  if (!claims && requireSignIn) {
    return <Navigate replace to={paths.login.getHref()} state={{ from } as LoginRouteState} />;
  }
  return <Outlet />;
}

// The guard owns the import, so only an admin ever downloads the admin chunk.
const AdminRoutes = lazyWithRetry(() => import('@/features/admin/admin-routes'));

/** /admin/*: anyone but an admin (or no token) is replaced to /login (docs/PRODUCT.md §6). */
export function AdminGuard() {
  const claims = useTokenClaims();
  const from = useOrigin();
  if (claims?.role !== 'admin') {
    const state: LoginRouteState = { adminRequired: true, from };
    return <Navigate replace to={paths.login.getHref()} state={state} />;
  }
  return (
    <Suspense fallback={<Spinner className="mx-auto my-24" label="Loading admin" />}>
      <AdminRoutes />
    </Suspense>
  );
}
