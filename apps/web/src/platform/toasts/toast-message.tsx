import { sanitizeToastHtml } from './sanitize';

/** A toast's body: the message as sanitized HTML. */
export function ToastMessage({ html }: { html: string }) {
  return <span className="orbita-toast-message" dangerouslySetInnerHTML={{ __html: sanitizeToastHtml(html) }} />;
}
