export { html, type HtmlValue, type SafeHtml } from './html';
export { notify, toastKinds, wonMessage, type ToastKind } from './notify';
export type { ToastText } from './toast-message';
export { Toasts } from './toasts';
// sanitizeToastHtml (DOMPurify) is not re-exported: it loads only when a toast carries markup.
// escapeHtml is not either: a string given to a toast is already text; markup goes through `html`.
