import { sanitizeToastHtml } from './sanitize';

/** A toast message with markup, sanitized (its own chunk: DOMPurify loads with it). */
export function SanitizedHtml({ html }: { html: string }) {
  return (
    <span
      className="orbita-toast-message"
      dangerouslySetInnerHTML={{ __html: sanitizeToastHtml(html) }}
    />
  );
}
