import { lazy, Suspense } from 'react';
import { isSafeHtml, type SafeHtml } from './html';

// DOMPurify is ~9 KB gzipped and most toasts are plain text ("Sucesso", a server
// message): it loads the first time a message actually carries Orbita's markup.
const SanitizedHtml = lazy(() =>
  import('./sanitized-html').then((m) => ({ default: m.SanitizedHtml })),
);

/**
 * What a toast says: a string is text, always (a workspace or key name shows exactly as
 * typed, `<b>` included); markup only through the `html` tag, which escaped every value.
 */
export type ToastText = string | SafeHtml;

/** A toast's body: text as a text node; Orbita's markup sanitized once more (defence in depth). */
export function ToastMessage({ message }: { message: ToastText }) {
  if (!isSafeHtml(message)) return <span className="orbita-toast-message">{String(message)}</span>;
  return (
    <Suspense fallback={null}>
      <SanitizedHtml html={message.html} />
    </Suspense>
  );
}
