import type { AnchorHTMLAttributes } from 'react';

export type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An app path from config/paths.ts, such as paths.product.getHref(id). */
  to: string;
};

/**
 * A link to an app page as a plain anchor. The app follows a click on it without a page load
 * (app/in-app-links.tsx listens once for the whole document), so lists of cards can skip the
 * router's <Link>, which runs several hooks per link: a page of product cards rendered
 * noticeably faster (decision 035).
 */
export function PlainLink({ to, ...rest }: PlainLinkProps) {
  return <a href={to} {...rest} />;
}
