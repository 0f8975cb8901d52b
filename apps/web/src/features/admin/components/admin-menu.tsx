import ChevronDown from 'lucide-react/icons/chevron-down';
import FileText from 'lucide-react/icons/file-text';
import FolderTree from 'lucide-react/icons/folder-tree';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Mail from 'lucide-react/icons/mail';
import Package from 'lucide-react/icons/package';
import Replace from 'lucide-react/icons/replace';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import ReceiptText from 'lucide-react/icons/receipt-text';
import Tags from 'lucide-react/icons/tags';
import Users from 'lucide-react/icons/users';
import { useId, useState } from 'react';
import type { ComponentType } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

type SectionId = 'products' | 'categories' | 'brands' | 'orders';

type Section = {
  id: SectionId;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  links: Array<{ label: string; to: string }>;
};

const SECTIONS: Section[] = [
  {
    id: 'products',
    label: 'Products',
    icon: Package,
    links: [
      { label: 'Product List', to: paths.adminProducts.getHref() },
      { label: 'Add Product', to: paths.adminProductsAdd.getHref() },
    ],
  },
  {
    id: 'categories',
    label: 'Categories',
    icon: FolderTree,
    links: [
      { label: 'Category List', to: paths.adminCategories.getHref() },
      { label: 'Add Category', to: paths.adminCategoriesAdd.getHref() },
    ],
  },
  {
    id: 'brands',
    label: 'Brands',
    icon: Tags,
    links: [
      { label: 'Brand List', to: paths.adminBrands.getHref() },
      { label: 'Add Brand', to: paths.adminBrandsAdd.getHref() },
    ],
  },
  {
    id: 'orders',
    label: 'Orders',
    icon: ReceiptText,
    links: [
      { label: 'order List', to: paths.adminOrders.getHref() },
      { label: 'Add order', to: paths.adminOrdersAdd.getHref() },
    ],
  },
];

/** Screens of one page each: a plain link, no section to open. */
const SINGLE_LINKS: Array<{ label: string; to: string; icon: Section['icon'] }> = [
  { label: 'Customers', to: paths.adminCustomers.getHref(), icon: Users },
  { label: 'Reviews', to: paths.adminReviews.getHref(), icon: MessageSquareText },
  { label: 'Pages', to: paths.adminPages.getHref(), icon: FileText },
  { label: 'Search synonyms', to: paths.adminSynonyms.getHref(), icon: Replace },
  { label: 'Mailbox', to: paths.adminMail.getHref(), icon: Mail },
];

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 font-medium',
    isActive ? 'bg-primary text-primary-fg' : 'hover:bg-surface-2',
  );

/** docs/PRODUCT.md §2: the open section follows the first path segment after /admin. */
export function sectionOfPath(pathname: string): SectionId | null {
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  if (segment === 'ordersList') return 'orders';
  return SECTIONS.some((section) => section.id === segment) ? (segment as SectionId) : null;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-sm',
    isActive ? 'bg-primary font-semibold text-primary-fg' : 'text-fg hover:bg-surface-2',
  );

/** The admin side menu: a dashboard link, four collapsible sections, then the one-page screens. */
export function AdminMenu(props: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const routeSection = sectionOfPath(pathname);
  const [open, setOpen] = useState<SectionId | null>(routeSection);
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(routeSection);
  }
  const baseId = useId();
  const ordersListActive = pathname === paths.adminOrdersList.getHref();

  return (
    <nav aria-label="Admin" className="flex flex-col gap-1 p-3">
      <Link
        to={paths.admin.getHref()}
        onClick={props.onNavigate}
        className="mb-3 px-3 py-2 text-2xl font-extrabold tracking-tight"
      >
        Electro<span className="text-primary">.</span>{' '}
        <span className="text-sm font-semibold text-muted">Admin</span>
      </Link>
      <NavLink to={paths.admin.getHref()} end onClick={props.onNavigate} className={topLinkClass}>
        <LayoutDashboard aria-hidden="true" size={18} />
        Dashboard
      </NavLink>
      <ul className="flex flex-col gap-1">
        {SECTIONS.map((section) => {
          const expanded = open === section.id;
          const panelId = `${baseId}-${section.id}`;
          const Icon = section.icon;
          return (
            <li key={section.id}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : section.id)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left font-medium hover:bg-surface-2',
                  routeSection === section.id ? 'text-primary' : null,
                )}
              >
                <Icon aria-hidden="true" size={18} />
                <span className="flex-1">{section.label}</span>
                <ChevronDown
                  aria-hidden="true"
                  size={16}
                  className={cn('transition-transform', expanded ? 'rotate-180' : null)}
                />
              </button>
              <ul
                id={panelId}
                hidden={!expanded}
                className="mt-1 ml-6 flex flex-col gap-1 border-l border-border pl-3"
              >
                {section.links.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end
                      onClick={props.onNavigate}
                      className={(state) =>
                        linkClass({
                          isActive:
                            state.isActive ||
                            (ordersListActive && link.to === paths.adminOrders.getHref()),
                        })
                      }
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        {SINGLE_LINKS.map((link) => {
          const Icon = link.icon;
          return (
            <li key={link.to}>
              {/* Not `end`: a customer's page keeps Customers marked. */}
              <NavLink to={link.to} onClick={props.onNavigate} className={topLinkClass}>
                <Icon aria-hidden="true" size={18} />
                {link.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
