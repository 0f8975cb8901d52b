/**
 * Toasts without react-toastify in the first download: the library (about 10 KB gzip) loads on
 * the first toast, and <ToastHost> mounts its container then. react-toastify queues toasts
 * emitted before its container mounts, so none is lost. Use this, never 'react-toastify'.
 */
import type * as Toastify from 'react-toastify';

type ToastKind = 'success' | 'error' | 'info' | 'warning';

let library: Promise<typeof Toastify> | undefined;
const loadLibrary = () => (library ??= import('react-toastify'));

let requested = false;
const listeners = new Set<() => void>();

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasToastBeenRequested(): boolean {
  return requested;
}

function show(kind: ToastKind) {
  return (message: string) => {
    if (!requested) {
      requested = true;
      listeners.forEach((listener) => listener());
    }
    void loadLibrary().then(({ toast: libraryToast }) => libraryToast[kind](message));
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
