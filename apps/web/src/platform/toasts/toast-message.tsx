import { lazy, Suspense } from 'react';

// DOMPurify is ~9 KB gzipped and most toasts are plain text ("Sucesso", a server
// message): it loads the first time a message actually contains markup.
const SanitizedHtml = lazy(() =>
  import('./sanitized-html').then((m) => ({ default: m.SanitizedHtml })),
);
const markup = /[<&]/;

/** A toast's body: plain text as is; a message with HTML (or entities) sanitized. */
export function ToastMessage({ html }: { html: string }) {
  if (!markup.test(html)) return <span className="orbita-toast-message">{html}</span>;
  return (
    <Suspense fallback={null}>
      <SanitizedHtml html={html} />
    </Suspense>
  );
}
