import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export type LoadErrorProps = {
  /** What could not be loaded, as a heading: for a page (or a page's main part) that failed. */
  title?: string;
  /** Heading level of the title (default 2; 1 when nothing else on the page names it). */
  headingLevel?: 1 | 2;
  /**
   * What went wrong, or what to do about it: in the danger colour when it stands alone and Try
   * again can mend it, muted under a title or when nothing can (a customer that is gone).
   */
  message: ReactNode;
  /** Asks again; without it, no Try again (a thing that is gone will not come back). */
  onRetry?: () => void;
  /** Shows the button busy while the new attempt runs. */
  retrying?: boolean;
  /** Other ways out, beside Try again (Clear filters). */
  actions?: ReactNode;
  /** Its spacing and frame, in place of the default `px-4 py-16`. */
  className?: string;
};

/**
 * What could not be loaded and a way to ask again, announced to screen readers as it appears:
 * the one failure state of the store's pages and lists, as EmptyState is the one empty state.
 */
export function LoadError({
  title,
  headingLevel = 2,
  message,
  onRetry,
  retrying,
  actions,
  className,
}: LoadErrorProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-3 text-center', className ?? 'px-4 py-16')}
    >
      {title ? (
        <Heading className={headingLevel === 1 ? 'text-2xl font-bold' : 'text-xl font-semibold'}>
          {title}
        </Heading>
      ) : null}
      <p className={title || !onRetry ? 'text-muted' : 'text-danger'}>{message}</p>
      {onRetry || actions ? (
        <div className="flex flex-wrap justify-center gap-2">
          {onRetry ? (
            <Button variant="outline" onClick={onRetry} isLoading={retrying}>
              Try again
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}
