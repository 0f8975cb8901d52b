import Banknote from 'lucide-react/icons/banknote';
import { paths } from '@/config/paths';
import { PlainLink } from '@/components/ui/plain-link';

const home = paths.home.getHref();
const page = paths.page.getHref;

/**
 * docs/PRODUCT.md §2 Footer. About and the Help column open the shop's content pages, by their
 * fixed slugs (decision 080); the other columns' links go to /.
 */
export const FOOTER_COLUMNS = [
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.about.getHref() },
      { label: 'Features', to: home },
      { label: 'Works', to: home },
      { label: 'Career', to: home },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Customer Support', to: page('contact') },
      { label: 'Delivery Details', to: page('delivery') },
      { label: 'Returns', to: page('returns') },
      { label: 'Terms & Conditions', to: page('terms') },
      { label: 'Privacy Policy', to: page('privacy') },
    ],
  },
  {
    title: 'FAQ',
    links: [
      { label: 'Account', to: home },
      { label: 'Manage Deliveries', to: home },
      { label: 'Orders', to: home },
      { label: 'Payments', to: home },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Free eBooks', to: home },
      { label: 'Development Tutorials', to: home },
      { label: 'How to - Blog', to: home },
      { label: 'Youtube Playlist', to: home },
    ],
  },
] as const;

// Brand marks as small paths: lucide no longer ships brand icons.
const SOCIAL = [
  {
    label: 'Facebook',
    href: 'https://www.facebook.com/',
    path: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  },
  {
    label: 'X (Twitter)',
    href: 'https://x.com/',
    path: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.3L20.5 20H16l-4.4-6-5.2 6H4l6.4-7.4z',
  },
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5-3.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
  {
    label: 'YouTube',
    href: 'https://www.youtube.com/',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.7 2 12 2 12s0 3.3.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.5.4-4.8.4-4.8s0-3.3-.4-4.8zM10 15V9l5.2 3z',
  },
] as const;

/** What the shop takes: cash on delivery only (docs/PRODUCT.md §2 Footer). */
const PAYMENTS = [{ label: 'Cash on delivery', icon: Banknote }] as const;

export default function Footer() {
  return (
    <footer className="footer-bg border-t border-border">
      <div className="container-page grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="flex flex-col gap-4">
          <PlainLink to={home} className="text-2xl font-extrabold">
            Electro<span className="text-primary">.</span>
          </PlainLink>
          <p className="text-muted">
            The best devices at the lowest prices, delivered to your door.
          </p>
          <ul aria-label="Social media" className="flex gap-2">
            {SOCIAL.map((item) => (
              <li key={item.label}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={item.label}
                  className="grid h-10 w-10 place-items-center rounded-full border border-border bg-bg hover:text-primary"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    width="18"
                    height="18"
                    fill="currentColor"
                  >
                    <path d={item.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="mb-3 font-semibold">
              {column.title}
            </h2>
            <ul className="flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <PlainLink to={link.to} className="text-muted hover:text-primary">
                    {link.label}
                  </PlainLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="container-page flex flex-col items-center justify-between gap-3 py-4 sm:flex-row">
          <p className="text-sm text-muted">Electro © 2000-2021, All rights reserved</p>
          <ul aria-label="Payment methods" className="flex flex-wrap justify-center gap-2">
            {PAYMENTS.map(({ label, icon: Icon }) => (
              <li
                key={label}
                className="flex h-8 items-center gap-1 rounded border border-border bg-bg px-2 text-xs whitespace-nowrap"
              >
                <Icon aria-hidden="true" size={16} />
                {label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
