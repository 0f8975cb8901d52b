import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, useConfirm } from './confirm-dialog';

afterEach(cleanup);

function Harness(props: { isLoading?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Apple
      </button>
      <ConfirmDialog
        open={open}
        title="Delete Apple?"
        description="The brand is removed for good."
        isLoading={props.isLoading}
        onConfirm={() => props.onConfirm?.()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const escape = (dialog: HTMLElement) =>
  fireEvent(dialog, new Event('cancel', { bubbles: false, cancelable: true }));

describe('ConfirmDialog', () => {
  it('is named and described, and closes on Escape with focus back on its opener', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete Apple' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete Apple?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('The brand is removed for good.')).toBeTruthy();
    escape(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('cancels on a backdrop click but not while the action runs', () => {
    const { rerender } = render(<Harness isLoading />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Apple' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Apple?' });
    escape(dialog);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Delete Apple?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    rerender(<Harness />);
    fireEvent.click(screen.getByRole('dialog', { name: 'Delete Apple?' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves useConfirm with the answer', async () => {
    const answers: boolean[] = [];
    function Asker() {
      const { confirm, dialog } = useConfirm();
      return (
        <>
          <button
            type="button"
            onClick={() =>
              void confirm({ title: 'Cancel this order?', confirmLabel: 'Cancel order' }).then(
                (answer) => answers.push(answer),
              )
            }
          >
            Ask
          </button>
          {dialog}
        </>
      );
    }
    render(<Asker />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    });
    expect(answers).toEqual([false, true]);
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.restoreAllMocks();
  });
});
