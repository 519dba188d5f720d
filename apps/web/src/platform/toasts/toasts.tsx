import type { CSSProperties } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { theme } from '../../theme/theme';

/** react-toastify's colours, set to the spec's theme colours (§9). */
const themeColours = {
  '--toastify-color-success': theme.palette.success.main,
  '--toastify-color-error': theme.palette.error.main,
  '--toastify-color-info': theme.palette.info.main,
  '--toastify-color-warning': theme.palette.warning.main,
  '--toastify-font-family': theme.typography.fontFamily,
} as CSSProperties;

/**
 * The one toast container. Each toast carries its own position, so top-right and
 * bottom-left share it; by default a toast stays until dismissed, which is what the
 * spec asks of error and info toasts raised with plain `toast.info`.
 */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={false}
      theme="colored"
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      style={themeColours}
    />
  );
}
