import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogOut from 'lucide-react/icons/log-out';
import Package from 'lucide-react/icons/package';
import UserRound from 'lucide-react/icons/user-round';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/api/session';
import { cn } from '@/lib/cn';
import { AvatarUpload } from './avatar-upload';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2 font-medium hover:bg-surface-2',
    isActive ? 'bg-surface-2 text-primary' : 'text-fg',
  );

/** docs/PRODUCT.md §2: avatar (upload icon), name, and the links Orders, Account, Logout. */
export function ProfileSidebar() {
  const { user, displayName, logout } = useSession();
  return (
    <aside
      aria-label="Profile"
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface p-5 md:sticky md:top-24"
    >
      {/* Side by side on phones (less to scroll past), stacked in the sidebar. The aside may
          shrink (min-w-0), so a long email is cut short instead of widening a phone page. */}
      <div className="flex items-center gap-4 md:flex-col md:gap-2 md:text-center">
        <AvatarUpload name={displayName} imageUrl={user?.profile?.secure_url} />
        <div className="w-full min-w-0">
          <p className="text-lg font-semibold break-words">{displayName}</p>
          {user?.email ? (
            <p title={user.email} className="truncate text-sm text-muted">
              {user.email}
            </p>
          ) : null}
        </div>
      </div>
      <nav aria-label="Profile sections">
        <ul className="grid grid-cols-2 gap-1 md:grid-cols-1">
          <li>
            <NavLink end to={paths.profile.getHref()} className={linkClass}>
              <LayoutDashboard aria-hidden="true" size={18} />
              Overview
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.profileOrders.getHref()} className={linkClass}>
              <Package aria-hidden="true" size={18} />
              Orders
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.profileAccount.getHref()} className={linkClass}>
              <UserRound aria-hidden="true" size={18} />
              Account
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              onClick={logout}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2 font-medium text-danger hover:bg-surface-2"
            >
              <LogOut aria-hidden="true" size={18} />
              Logout
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
