import { TOAST_AUTO_CLOSE_MS } from '@electro/shared';
import { ToastContainer } from 'react-toastify';

/** SPEC.md §8: top-right, 5000 ms, light theme, close button, pause on hover. */
export default function AppToastContainer() {
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
