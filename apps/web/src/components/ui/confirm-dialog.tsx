import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from './button';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** The button that goes ahead (default 'Delete'). */
  confirmLabel?: string;
  /** The button that backs out (default 'Cancel'). */
  cancelLabel?: string;
  /** Destructive actions get the danger button (default true). */
  danger?: boolean;
  /** While the action runs: the confirm button spins and nothing closes the dialog. */
  isLoading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question on the native <dialog>: the browser traps focus and makes the rest of the
 * page inert. Escape and a click on the backdrop cancel (not while the action runs), Cancel is
 * focused first so Enter on a reflex never destroys anything, and focus goes back to the
 * control that opened the dialog when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  danger = true,
  isLoading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      cancelButton.current?.focus();
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: the dialog closes when `open` turns false, so the owner stays in charge.
        event.preventDefault();
        if (!isLoading) onCancel();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget && !isLoading) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl border border-border bg-bg p-0 text-fg shadow-xl backdrop:bg-black/50"
    >
      {open ? (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="text-muted">
              {description}
            </div>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button ref={cancelButton} variant="outline" onClick={onCancel} disabled={isLoading}>
              {cancelLabel}
            </Button>
            <Button
              variant={danger ? 'danger' : 'primary'}
              onClick={onConfirm}
              isLoading={isLoading}
            >
              {confirmLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

export type ConfirmOptions = Pick<
  ConfirmDialogProps,
  'title' | 'description' | 'confirmLabel' | 'cancelLabel' | 'danger'
>;

/**
 * `await confirm({...})` resolves true or false; render `dialog` once in the page. For a
 * question whose answer is awaited in an event handler rather than kept in state.
 */
export function useConfirm() {
  const [pending, setPending] = useState<{
    options: ConfirmOptions;
    resolve: (confirmed: boolean) => void;
  } | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setPending({ options, resolve })),
    [],
  );
  const settle = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };
  const dialog = (
    <ConfirmDialog
      {...(pending?.options ?? { title: '' })}
      open={pending !== null}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { confirm, dialog };
}
