import { FormField } from '@/components/ui/form-field';
import { useEntities } from '../api/entities';
import type { Entity, EntityConfig } from '../api/entities';

/** A category or brand picker, filled from the admin's list of them. */
export function EntitySelect(props: {
  config: EntityConfig;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  disabled: boolean;
}) {
  const query = useEntities(props.config);
  const options: Entity[] = query.data ?? [];
  return (
    <FormField
      label={props.config.label}
      error={
        props.error ??
        (query.isError ? `Failed to fetch ${props.config.plural}. Please try again.` : undefined)
      }
    >
      {(control) => (
        <select
          {...control}
          className="input"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
          disabled={props.disabled || query.isPending}
        >
          <option value="">{query.isPending ? 'Loading…' : `Select a ${props.config.key}`}</option>
          {options.map((entity) => (
            <option key={entity._id} value={entity._id}>
              {entity.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
