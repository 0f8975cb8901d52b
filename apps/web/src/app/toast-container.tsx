import { TOAST_AUTO_CLOSE_MS } from '@electro/shared';
import { useEffect, useState } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { useMediaQuery } from '@/hooks/use-media-query';
import { showPendingToasts } from '@/lib/toast';

/** From this width the toasts sit bottom-right; below it they span the top, under the header. */
export const TOAST_WIDE_QUERY = '(min-width: 768px)';

/** Where the page's sticky header (storefront or admin) ends, in px from the screen's top. */
function headerBottom(): number {
  const header = document.querySelector('header');
  return header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
}

/**
 * On a phone, the top of the screen just below the header, measured as each toast arrives (the
 * header is shorter once scrolled, and the admin's differs from the storefront's).
 */
function usePhoneToastTop(phone: boolean): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    if (!phone) return;
    setTop(headerBottom());
    return toast.onChange((item) => {
      if (item.status === 'added') setTop(headerBottom());
    });
  }, [phone]);
  return top;
}

/**
 * docs/PRODUCT.md §8: 5000 ms, light theme, close button, pause on hover. Placed by decision
 * 084: top-right, they covered the header's cart and wishlist badges that an Add to cart had
 * just changed, and the admin's top-bar buttons, for the five seconds a toast stays; across a
 * phone's bottom they covered the button a thumb reaches next (Pay Now, Add to cart once the
 * page is scrolled). So bottom-right on wide screens, and on phones at the top, just below the
 * header. react-toastify gives each toast role="alert", so screen readers announce it wherever
 * it is.
 */
export default function AppToastContainer() {
  const wide = useMediaQuery(TOAST_WIDE_QUERY);
  const phoneTop = usePhoneToastTop(!wide);
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
      position={wide ? 'bottom-right' : 'top-center'}
      style={wide ? undefined : { top: phoneTop }}
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      closeButton
      theme="light"
    />
  );
}
