/**
 * Toasts without react-toastify in the first download: the library (about 10 KB gzip) loads on
 * the first toast, and <ToastHost> mounts its container then. Messages asked for before the
 * container has mounted wait here and are shown by the container once it is there
 * (`showPendingToasts`): react-toastify's own queue for that case loses its first message on
 * React 19. Use this, never 'react-toastify'.
 *
 * One message is shown once at a time: the same kind and text asked for again while the first is
 * still on screen (a double click, a guest clicking Add to cart three times) is dropped, through
 * react-toastify's toastId, which it refuses to show twice while the first is active.
 */
import type * as Toastify from 'react-toastify';
import { isOnline } from './use-online';

type ToastKind = 'success' | 'error' | 'info' | 'warning';
type Library = typeof Toastify;

let library: Promise<Library> | undefined;
const loadLibrary = () => (library ??= import('react-toastify'));

let requested = false;
let containerMounted = false;
let pending: { kind: ToastKind; message: string }[] = [];

/** The id of a message: the same kind and text is the same toast. */
export const toastIdOf = (kind: ToastKind, message: string) => `${kind}:${message}`;

function showNow(libraryToast: Library['toast'], kind: ToastKind, message: string) {
  const toastId = toastIdOf(kind, message);
  if (libraryToast.isActive(toastId)) return;
  libraryToast[kind](message, { toastId });
}
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
  for (const { kind, message } of waiting) showNow(libraryToast, kind, message);
  return () => {
    containerMounted = false;
  };
}

function show(kind: ToastKind) {
  return (message: string) => {
    if (containerMounted) {
      void loadLibrary().then(({ toast: libraryToast }) => showNow(libraryToast, kind, message));
      return;
    }
    if (!pending.some((waiting) => waiting.kind === kind && waiting.message === message)) {
      pending.push({ kind, message });
    }
    if (!requested) {
      requested = true;
      listeners.forEach((listener) => listener());
    }
  };
}

/**
 * Loads the toast code at the visitor's first touch of the page (a pointer, a key, a focus),
 * without a message: a failure toast must show even when the connection dropped later (Add to
 * cart offline), and offline the library could no longer be fetched. Not at load or idle time: the
 * home page's first download stays within its budget (docs/decisions/061), and every toast
 * answers something the visitor did, so the code is on its way before the first one is needed.
 */
function warmUpOnFirstTouch() {
  if (typeof window === 'undefined') return;
  // Unit tests mount the container themselves, at the moment they test.
  if (import.meta.env.MODE === 'test') return;
  const events = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
  const warm = () => {
    if (!isOnline()) {
      // Offline, the import fails, and the browser keeps that failure for the library's code
      // until a reload: it is fetched once the connection is back.
      window.addEventListener('online', warm, { once: true });
      return;
    }
    events.forEach((name) => window.removeEventListener(name, warm, true));
    if (requested) return;
    requested = true;
    void loadLibrary().catch(() => (library = undefined));
    listeners.forEach((listener) => listener());
  };
  events.forEach((name) => window.addEventListener(name, warm, { capture: true, passive: true }));
}
warmUpOnFirstTouch();

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
