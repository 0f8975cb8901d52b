import ChevronDown from 'lucide-react/icons/chevron-down';
import UserIcon from 'lucide-react/icons/user';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/api/session';
import { useDismiss } from '@/hooks/use-dismiss';
import type { LoginLocationState } from '@/features/auth/pages/login-page';

const itemClass = 'block w-full rounded-md px-3 py-2 text-left hover:bg-surface';

export function UserMenu() {
  const { isSignedIn, isAdmin, displayName, logout } = useSession();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback((reason?: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss({ ref: rootRef, open, onDismiss: close });
  // Login comes back to the page it was asked from (not to a sign-in page itself: /login,
  // /register, or the password pages, whose reset link is used up once it worked). The
  // page travels in the link's state, not its address: the header is pre-rendered once for every
  // route, and an href naming the page would differ from the shell's when it hydrates.
  const { pathname, search } = useLocation();
  const onAuthPage = [paths.login, paths.register, paths.forgotPassword, paths.resetPassword].some(
    (route) => pathname === route.getHref(),
  );
  const loginState: LoginLocationState | undefined = onAuthPage
    ? undefined
    : { from: `${pathname}${search}` };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        title={displayName}
        className="flex h-10 min-w-9 shrink-0 items-center justify-center gap-1 rounded-full px-1.5 hover:bg-surface sm:px-2"
      >
        <UserIcon aria-hidden="true" size={20} />
        <span className="sr-only">Account menu: </span>
        {/* The name shows where the header has room for it: beside the search box from 1024 px. */}
        <span className="hidden max-w-32 truncate lg:inline">{displayName}</span>
        <span className="sr-only lg:hidden">{displayName}</span>
        <ChevronDown aria-hidden="true" size={16} className="hidden sm:block" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-48 rounded-lg border border-border bg-bg p-1 shadow-lg"
      >
        <ul onClick={() => close()}>
          {isSignedIn ? (
            <>
              <li>
                <Link
                  className={itemClass}
                  to={isAdmin ? paths.admin.getHref() : paths.profile.getHref()}
                >
                  {isAdmin ? 'Dashboard' : 'Profile'}
                </Link>
              </li>
              <li>
                <button type="button" className={itemClass} onClick={logout}>
                  Logout
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link className={itemClass} to={paths.login.getHref()} state={loginState}>
                  Login
                </Link>
              </li>
              <li>
                <Link className={itemClass} to={paths.register.getHref()}>
                  Register
                </Link>
              </li>
            </>
          )}
        </ul>
      </div>
    </div>
  );
}
