export { escapeHtml } from './escape-html';
export { notify, toastKinds, wonMessage, type ToastKind } from './notify';
export { Toasts } from './toasts';
// sanitizeToastHtml (DOMPurify) is not re-exported: it loads only when a toast carries HTML.
