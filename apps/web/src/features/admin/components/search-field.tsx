import { INPUT_LIMITS } from '@electro/shared';
import Search from 'lucide-react/icons/search';
import { useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * The admin's search input: a magnifier inside the field, the search length limit, and a label
 * that is read out, shown above the field or only to screen readers (`visibleLabel`).
 */
export function SearchField(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  visibleLabel?: boolean;
  labelClassName?: string;
  id?: string;
  className?: string;
}) {
  const generated = useId();
  const id = props.id ?? generated;
  return (
    <div className={cn('flex flex-col gap-1', props.className)}>
      <label
        htmlFor={id}
        className={props.visibleLabel ? (props.labelClassName ?? 'text-sm font-medium') : 'sr-only'}
      >
        {props.label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          size={18}
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          maxLength={INPUT_LIMITS.search}
          className="input pl-10"
          placeholder={props.placeholder}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
