import { HEADER_SCROLL_THRESHOLD } from '@electro/shared';
import Heart from 'lucide-react/icons/heart';
import Menu from 'lucide-react/icons/menu';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PlainLink } from '@/components/ui/plain-link';
import { paths } from '@/config/paths';
import { useCartCount } from '@/api/cart';
import { useWishlist } from '@/api/wishlist';
import { cn } from '@/lib/cn';
import { PRERENDERED_PATH, useHydrated } from '@/lib/hydration';
import { SearchBox } from '@/features/search/components/search-box';
import { ThemeSwitch } from '@/components/ui/theme-switch';
import { UserMenu } from './user-menu';

export const NAV_LINKS = [
  { label: 'Home', to: paths.home.getHref(), end: true },
  { label: 'Shop', to: paths.shop.getHref(), end: false },
  { label: 'Brands', to: paths.brands.getHref(), end: false },
  // The shop's contact page (decision 080), where docs/PRODUCT.md §2 had the home page.
  { label: 'Contact Us', to: paths.page.getHref('contact'), end: true },
] as const;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

type NavItem = (typeof NAV_LINKS)[number];

/**
 * A main-menu link, marked current like the router's <NavLink> (aria-current="page"), but a
 * plain anchor with its state worked out from the one location the header reads: the header
 * is on every page, and NavLink ran several router hooks per link.
 */
function NavItemLink({ link, pathname }: { link: NavItem; pathname: string }) {
  const active =
    !('plain' in link) &&
    (pathname === link.to || (!link.end && pathname.startsWith(`${link.to}/`)));
  return (
    <PlainLink
      to={link.to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'rounded-md px-3 py-2 font-medium whitespace-nowrap hover:text-primary md:px-2 lg:px-3',
        active ? 'text-primary' : 'text-fg',
      )}
    >
      {link.label}
    </PlainLink>
  );
}

/** 36 px wide on the narrowest phones (the row holds six of them at 320 px), 40 px from 640. */
const iconButtonClass =
  'relative grid h-10 w-9 shrink-0 place-items-center rounded-full hover:bg-surface sm:w-10';

function CountIcon(props: { to: string; label: string; count: number; icon: 'cart' | 'wishlist' }) {
  const Icon = props.icon === 'cart' ? ShoppingCart : Heart;
  return (
    <PlainLink
      to={props.to}
      aria-label={`${props.label}, ${props.count} ${props.count === 1 ? 'item' : 'items'}`}
      className={iconButtonClass}
    >
      <Icon aria-hidden="true" size={22} />
      <span
        aria-hidden="true"
        className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-xs font-bold text-primary-fg"
      >
        {props.count}
      </span>
    </PlainLink>
  );
}

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const cartCount = useCartCount();
  const { count: wishlistCount } = useWishlist();
  const { pathname } = useLocation();
  // The pre-rendered header marks Home current; hydration must read the same (lib/hydration.ts).
  const currentPath = useHydrated() ? pathname : PRERENDERED_PATH;

  // A navigation closes the mobile menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b border-border bg-bg/95 backdrop-blur transition-[box-shadow,margin]',
        // The bar below shrinks by 8 px (24 px from md) once scrolled; a margin of the same size,
        // moving with it, keeps the page's layout still. Without it the content moved up, the
        // browser's scroll anchoring moved the scroll position back under the threshold, and
        // the header flickered between its two heights.
        scrolled ? 'mb-2 shadow-md md:mb-6' : 'mb-0 shadow-none',
      )}
    >
      {/*
        One row from 1024 px. Between 768 and 1024 px the search box takes a second row of its
        own: beside the menu, the icons and the account button it had 80 px and less, the menu
        wrapped and the page scrolled sideways. The first row's height is the icons' group's.
      */}
      <div className="container-page flex flex-wrap items-center gap-x-2 px-3 sm:gap-x-3 sm:px-4">
        <button
          type="button"
          className={cn(iconButtonClass, 'md:hidden')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
        </button>
        <PlainLink
          to={paths.home.getHref()}
          className="shrink-0 text-xl font-extrabold tracking-tight sm:text-2xl"
        >
          Electro<span className="text-primary">.</span>
        </PlainLink>
        <nav aria-label="Main" className="hidden md:ml-2 md:block lg:ml-4">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.label}>
                <NavItemLink link={link} pathname={currentPath} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="order-last hidden w-full pb-3 md:block lg:order-none lg:ml-auto lg:w-auto lg:max-w-sm lg:min-w-52 lg:flex-1 lg:pb-0">
          <SearchBox id="search-desktop" />
        </div>
        <div
          className={cn(
            'ml-auto flex shrink-0 items-center gap-0.5 transition-[height] sm:gap-1 lg:ml-0',
            scrolled ? 'h-14' : 'h-16 md:h-20',
          )}
        >
          <ThemeSwitch className={iconButtonClass} />
          <CountIcon
            to={paths.wishlist.getHref()}
            label="Wishlist"
            count={wishlistCount}
            icon="wishlist"
          />
          <CountIcon to={paths.cart.getHref()} label="Cart" count={cartCount} icon="cart" />
          <UserMenu />
        </div>
      </div>
      {/* Its content is built when it opens: most visits never open it. */}
      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-border md:hidden">
        {menuOpen ? (
          <div className="container-page flex flex-col gap-3 py-3">
            <SearchBox id="search-mobile" />
            <nav aria-label="Mobile">
              <ul className="flex flex-col">
                {NAV_LINKS.map((link) => (
                  <li key={link.label}>
                    <NavItemLink link={link} pathname={currentPath} />
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        ) : null}
      </div>
    </header>
  );
}
