import { ADMIN_SIDEBAR_BREAKPOINT } from '@electro/shared';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import Store from 'lucide-react/icons/store';
import X from 'lucide-react/icons/x';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
// The one theme state of the app; the admin shows the storefront's own switch.
import { ThemeSwitch } from '@/components/ui/theme-switch';
import { useMediaQuery } from '@/hooks/use-media-query';
import { paths } from '@/config/paths';
import { useSession } from '@/api/session';
import defaultAvatar from '../assets/default-avatar.svg';
import { AdminMenu } from './admin-menu';

const iconButton = 'grid h-10 w-10 place-items-center rounded-full hover:bg-surface';

/** Below 768 px the side menu is a modal drawer (a native <dialog>: focus trap, Escape). */
function MenuDrawer(props: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== 'function') return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);

  // Widening the window past the breakpoint shows the sidebar: the drawer goes.
  const { onClose, open } = props;
  const wide = useMediaQuery(`(min-width: ${ADMIN_SIDEBAR_BREAKPOINT}px)`);
  useEffect(() => {
    if (wide && open) onClose();
  }, [wide, open, onClose]);

  // A click on the backdrop lands on the <dialog> itself.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) props.onClose();
  };

  return (
    <dialog
      ref={ref}
      id="admin-drawer"
      aria-label="Admin menu"
      onClose={props.onClose}
      onClick={onClick}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-y-auto border-r border-border bg-bg text-fg shadow-xl backdrop:bg-black/60"
    >
      <div className="flex justify-end p-2">
        <button
          type="button"
          onClick={props.onClose}
          aria-label="Close menu"
          className={iconButton}
        >
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      {props.open ? <AdminMenu onNavigate={props.onClose} /> : null}
    </dialog>
  );
}

function AdminTopBar(props: { onOpenMenu: () => void; menuOpen: boolean }) {
  const { user, displayName, logout } = useSession();
  const picture = user?.profile?.secure_url || defaultAvatar;
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-bg/95 px-3 backdrop-blur md:px-6">
      <button
        type="button"
        className={`${iconButton} md:hidden`}
        aria-label="Open menu"
        aria-expanded={props.menuOpen}
        aria-controls="admin-drawer"
        onClick={props.onOpenMenu}
      >
        <Menu aria-hidden="true" size={22} />
      </button>
      <Link
        to={paths.home.getHref()}
        aria-label="Back to store"
        className="flex h-10 items-center gap-2 rounded-full px-3 text-sm font-medium hover:bg-surface"
      >
        <Store aria-hidden="true" size={18} />
        <span aria-hidden="true">
          <span className="hidden sm:inline">Back to </span>store
        </span>
      </Link>
      <div className="ml-auto flex items-center gap-1">
        <ThemeSwitch />
        <button
          type="button"
          onClick={logout}
          aria-label="Log out"
          title="Log out"
          className={iconButton}
        >
          <LogOut aria-hidden="true" size={20} />
        </button>
        <div className="ml-1 flex items-center gap-2">
          <img
            src={picture}
            alt=""
            width={36}
            height={36}
            className="h-9 w-9 rounded-full border border-border object-cover"
          />
          <span
            className="sr-only max-w-40 truncate text-sm font-medium sm:not-sr-only"
            title={displayName}
          >
            <span className="sr-only">Signed in as </span>
            {displayName}
          </span>
        </div>
      </div>
    </header>
  );
}

/** Side menu, top bar and content (docs/PRODUCT.md §2 Admin). */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh bg-surface">
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      <aside className="hidden w-60 shrink-0 border-r border-border bg-bg md:block">
        <div className="sticky top-0 max-h-dvh overflow-y-auto">
          <AdminMenu />
        </div>
      </aside>
      <MenuDrawer open={menuOpen} onClose={closeMenu} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminTopBar menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
