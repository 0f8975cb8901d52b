/**
 * Toasts without react-toastify in the first download: the library (about 10 KB gzip) loads on
 * the first toast, and <ToastHost> mounts its container then. Messages asked for before the
 * container has mounted wait here and are shown by the container once it is there
 * (`showPendingToasts`): react-toastify's own queue for that case loses its first message on
 * React 19. Use this, never 'react-toastify'.
 */
import type * as Toastify from 'react-toastify';

type ToastKind = 'success' | 'error' | 'info' | 'warning';
type Library = typeof Toastify;

let library: Promise<Library> | undefined;
const loadLibrary = () => (library ??= import('react-toastify'));

let requested = false;
let containerMounted = false;
let pending: { kind: ToastKind; message: string }[] = [];
const listeners = new Set<() => void>();

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasToastBeenRequested(): boolean {
  return requested;
}

/** Called by the mounted container: shows what waited for it, and from then on at once. */
export function showPendingToasts(libraryToast: Library['toast']): () => void {
  containerMounted = true;
  const waiting = pending;
  pending = [];
  for (const { kind, message } of waiting) libraryToast[kind](message);
  return () => {
    containerMounted = false;
  };
}

function show(kind: ToastKind) {
  return (message: string) => {
    if (containerMounted) {
      void loadLibrary().then(({ toast: libraryToast }) => libraryToast[kind](message));
      return;
    }
    pending.push({ kind, message });
    if (!requested) {
      requested = true;
      listeners.forEach((listener) => listener());
    }
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
