import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { loginHrefFor } from '@/lib/safe-redirect';

export type CustomerOnlyPageProps = {
  /** The page's heading and the tab's title. */
  title: string;
  /** Who is signed in (useSession's answer). */
  session: { isSignedIn: boolean; isAdmin: boolean };
  /** Where Login brings the guest back to once signed in: this page's address. */
  returnTo: string;
  /** What a guest is told instead of the page. */
  guest: { icon: ReactNode; title: string; description: string };
  /** The page itself, mounted only for a signed-in customer. */
  children: ReactNode;
};

/**
 * A page of the customer's own (cart, wish list, checkout). A signed-in admin is sent home
 * (docs/PRODUCT.md §6: the cart and the wish list are for customers); a guest is asked to log
 * in and comes back here afterwards.
 */
export function CustomerOnlyPage({
  title,
  session,
  returnTo,
  guest,
  children,
}: CustomerOnlyPageProps) {
  usePageTitle(title);
  if (session.isAdmin) return <Navigate replace to={paths.home.getHref()} />;
  return (
    <section className="container-page py-8 sm:py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      {session.isSignedIn ? (
        children
      ) : (
        <EmptyState
          icon={guest.icon}
          title={guest.title}
          description={guest.description}
          link={{ to: loginHrefFor(paths.login.getHref(), returnTo), label: 'Login' }}
        />
      )}
    </section>
  );
}
