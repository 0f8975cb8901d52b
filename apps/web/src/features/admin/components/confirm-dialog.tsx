import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export type ConfirmOptions = {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The button that backs out (default 'Cancel'). */
  cancelLabel?: string;
  /** Destructive actions get the danger button (default true). */
  danger?: boolean;
};

type Pending = ConfirmOptions & { resolve: (confirmed: boolean) => void };

/**
 * `await confirm({...})` resolves true or false. The dialog is a native modal <dialog>: it traps
 * focus, closes on Escape and returns focus to the button that opened it.
 */
export function useConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );
  const settle = useCallback(
    (confirmed: boolean) => {
      pending?.resolve(confirmed);
      setPending(null);
    },
    [pending],
  );
  const dialog = pending ? <ConfirmDialog options={pending} onSettle={settle} /> : null;
  return { confirm, dialog };
}

function ConfirmDialog(props: { options: ConfirmOptions; onSettle: (confirmed: boolean) => void }) {
  const { options, onSettle } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open && typeof dialog.showModal === 'function') dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={() => onSettle(false)}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-border bg-bg p-6 text-fg shadow-xl backdrop:bg-black/60"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {options.title}
      </h2>
      <div id={messageId} className="mt-2 text-muted">
        {options.message}
      </div>
      <div className="mt-6 flex justify-end gap-2">
        {/* Cancel first and focused: Enter on a reflex never destroys anything. */}
        <Button variant="outline" autoFocus onClick={() => onSettle(false)}>
          {options.cancelLabel ?? 'Cancel'}
        </Button>
        <Button
          variant={options.danger === false ? 'primary' : 'danger'}
          onClick={() => onSettle(true)}
        >
          {options.confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
