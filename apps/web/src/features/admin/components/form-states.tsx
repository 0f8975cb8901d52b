import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export function FormSkeleton(props: { label: string; fields?: number }) {
  return (
    <div
      role="status"
      className="flex max-w-2xl flex-col gap-4 rounded-xl border border-border bg-bg p-6"
    >
      <span className="sr-only">{props.label}</span>
      {Array.from({ length: props.fields ?? 3 }, (_, index) => (
        <Skeleton key={index} height={index === (props.fields ?? 3) - 1 ? 160 : 64} />
      ))}
    </div>
  );
}

export function LoadError(props: {
  message: string;
  backTo: string;
  backLabel: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex max-w-2xl flex-col items-start gap-3 rounded-xl border border-border bg-bg p-6"
    >
      <p className="text-danger">{props.message}</p>
      <div className="flex gap-2">
        {props.onRetry ? (
          <button
            type="button"
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
            onClick={props.onRetry}
          >
            Try again
          </button>
        ) : null}
        <Link to={props.backTo} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" size={16} />
          {props.backLabel}
        </Link>
      </div>
    </div>
  );
}

/** Why the form was not saved, said at its top (and at once to a screen reader); nothing if saved. */
export function FormAlert(props: { message: string | null; className?: string }) {
  if (!props.message) return null;
  return (
    <p
      role="alert"
      className={cn('rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm', props.className)}
    >
      {props.message}
    </p>
  );
}
