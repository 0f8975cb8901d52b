import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** One step of the trail: a link, or (without `href`) the page itself. */
export type Crumb = { label: ReactNode; href?: string };

/**
 * The trail above a storefront page ("Home / Shop / Laptops / …"): a nav landmark named
 * Breadcrumb, its steps a list, the separators hidden from screen readers, the page itself
 * marked `aria-current="page"`. `currentClassName` styles that last step (a long product title
 * is cut to one line).
 */
export function Breadcrumbs({
  items,
  className,
  currentClassName,
}: {
  items: Crumb[];
  className?: string;
  currentClassName?: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm text-muted', className)}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <Fragment key={index}>
            {index > 0 ? <li aria-hidden="true">/</li> : null}
            {item.href === undefined ? (
              <li aria-current="page" className={cn('text-fg', currentClassName)}>
                {item.label}
              </li>
            ) : (
              <li>
                <Link to={item.href} className="hover:text-primary">
                  {item.label}
                </Link>
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
