export { notify, toastKinds, wonMessage, type ToastKind } from './notify';
export { escapeHtml, sanitizeToastHtml } from './sanitize';
export { Toasts } from './toasts';
