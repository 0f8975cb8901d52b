import { cn } from '@/lib/cn';

export type FilterOption = { value: string; label: string };

/**
 * A labelled choice above an admin list (a status, a category, a sort): the label over its
 * select, or beside it (`inline`, in a list's toolbar). An "All …" choice is an option whose
 * value is ''.
 */
export function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<FilterOption>;
  inline?: boolean;
  /** Classes of the select: `w-auto` where it should not fill its column. */
  selectClassName?: string;
}) {
  return (
    <div className={props.inline ? 'flex items-center gap-3' : 'flex flex-col gap-1'}>
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={props.id}
        className={cn('input', props.selectClassName)}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
