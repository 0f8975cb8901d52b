import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** A row's edit link and delete button: icons (named for screen readers) or labelled. */
export function RowActions(props: {
  name: string;
  editHref: string;
  labelled: boolean;
  busy: boolean;
  onDelete: () => void;
}) {
  const { name, labelled } = props;
  return (
    <>
      <Link
        to={props.editHref}
        aria-label={`Edit ${name}`}
        title="Edit"
        className={
          labelled
            ? buttonClasses({ variant: 'outline', size: 'sm' })
            : 'inline-grid h-9 w-9 place-items-center rounded-md text-primary hover:bg-surface'
        }
      >
        <Pencil aria-hidden="true" size={labelled ? 16 : 18} />
        {labelled ? 'Edit' : null}
      </Link>
      <button
        type="button"
        aria-label={`Delete ${name}`}
        title="Delete"
        disabled={props.busy}
        onClick={props.onDelete}
        className={
          labelled
            ? 'inline-flex h-9 items-center gap-2 rounded-lg border border-danger/60 px-3 text-sm font-medium text-danger hover:bg-surface disabled:opacity-50'
            : 'inline-grid h-9 w-9 place-items-center rounded-md text-danger hover:bg-surface disabled:opacity-50'
        }
      >
        <Trash2 aria-hidden="true" size={labelled ? 16 : 18} />
        {labelled ? 'Delete' : null}
      </button>
    </>
  );
}
