import { TOAST_AUTO_CLOSE_MS } from '@electro/shared';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { useMediaQuery } from '@/hooks/use-media-query';
import { showPendingToasts } from '@/lib/toast';

/** From this width the toasts sit bottom-right; below it they span the bottom of the screen. */
export const TOAST_WIDE_QUERY = '(min-width: 768px)';

/**
 * docs/PRODUCT.md §8: 5000 ms, light theme, close button, pause on hover. At the bottom
 * (decision 084): top-right, they covered the header's cart and wishlist badges that an Add to
 * cart had just changed, and the admin's top-bar buttons, for the five seconds a toast stays.
 * react-toastify gives each toast role="alert", so screen readers announce it wherever it is.
 */
export default function AppToastContainer() {
  const wide = useMediaQuery(TOAST_WIDE_QUERY);
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
      position={wide ? 'bottom-right' : 'bottom-center'}
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      closeButton
      theme="light"
    />
  );
}
