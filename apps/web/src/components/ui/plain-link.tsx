import type { AnchorHTMLAttributes } from 'react';

export type HashLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An app path from config/paths.ts, such as paths.product.getHref(id). */
  to: string;
};

/**
 * A link to an app page as a plain anchor. With hash routing the browser's own hash navigation
 * is the route change (the router follows it), so lists of cards can skip the router's <Link>,
 * which runs several hooks per link: a page of product cards rendered noticeably faster.
 */
export function HashLink({ to, ...rest }: HashLinkProps) {
  return <a href={`#${to}`} {...rest} />;
}
