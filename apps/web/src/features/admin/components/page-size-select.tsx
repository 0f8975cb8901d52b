import { ADMIN_PAGE_SIZE_OPTIONS } from '@electro/shared';

/** "Show [5|15|20]" under an admin list: how many rows a page holds. */
export function PageSizeSelect(props: {
  id: string;
  value: number;
  onChange: (size: number) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={props.id}>Show</label>
      <select
        id={props.id}
        className="input w-auto py-1"
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
      >
        {ADMIN_PAGE_SIZE_OPTIONS.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
