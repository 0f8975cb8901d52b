import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { buttonClasses } from './button';

export type EmptyStateProps = {
  title: string;
  description?: string;
  /** A call to action, e.g. { to: paths.home.getHref(), label: 'Start shopping' }. */
  link?: { to: string; label: string };
  icon?: ReactNode;
  className?: string;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
};

export function EmptyState({
  title,
  description,
  link,
  icon,
  className,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cn('flex flex-col items-center gap-3 px-4 py-16 text-center', className)}>
      {icon ? (
        <div aria-hidden="true" className="text-muted">
          {icon}
        </div>
      ) : null}
      <Heading className="text-xl font-semibold">{title}</Heading>
      {description ? <p className="text-muted">{description}</p> : null}
      {link ? (
        <Link to={link.to} className={buttonClasses({ className: 'mt-2' })}>
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}
