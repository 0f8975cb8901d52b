import { useEffect } from 'react';
import type { RefObject } from 'react';

/** Closes a popup on Escape or on a click outside `ref`, while `open`. */
export function useDismiss(options: {
  ref: RefObject<HTMLElement | null>;
  open: boolean;
  onDismiss: (reason: 'escape' | 'outside') => void;
}) {
  const { ref, open, onDismiss } = options;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [ref, open, onDismiss]);
}
