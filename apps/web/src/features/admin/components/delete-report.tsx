import X from 'lucide-react/icons/x';

export type DeleteFailure = { id: string; name: string; message: string };

/** Which deletions failed and why: stays on screen after the toasts are gone. */
export function DeleteReport(props: { failures: DeleteFailure[]; onDismiss: () => void }) {
  if (props.failures.length === 0) return null;
  return (
    <div
      role="alert"
      className="relative rounded-xl border border-danger/50 bg-danger/10 p-4 pr-12 text-sm"
    >
      <p className="font-semibold">
        {props.failures.length === 1
          ? 'This item could not be deleted:'
          : `${props.failures.length} items could not be deleted:`}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {props.failures.map((failure) => (
          <li key={failure.id}>
            <span className="font-medium">{failure.name}</span>: {failure.message}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={props.onDismiss}
        aria-label="Dismiss"
        className="absolute top-2 right-2 grid h-9 w-9 place-items-center rounded-md hover:bg-surface"
      >
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
