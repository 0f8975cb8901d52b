import { TOAST_AUTO_CLOSE_MS } from '@electro/shared';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { showPendingToasts } from '@/lib/toast';

/** docs/PRODUCT.md §8: top-right, 5000 ms, light theme, close button, pause on hover. */
export default function AppToastContainer() {
  // After ToastContainer's own subscription (a child's effects run first), so the messages that
  // waited for it land in a container that exists; one task later, so that StrictMode's
  // rehearsal of unmount and mount in development (which replaces the container and its
  // toasts) is over first.
  useEffect(() => {
    let stopShowing: (() => void) | undefined;
    const timer = setTimeout(() => (stopShowing = showPendingToasts(toast)));
    return () => {
      clearTimeout(timer);
      stopShowing?.();
    };
  }, []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      closeButton
      theme="light"
    />
  );
}
