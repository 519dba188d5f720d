import DOMPurify from 'dompurify';

/**
 * Toasts accept HTML (spec §8) but must never run a script: DOMPurify drops <script>,
 * every on* handler and javascript: URLs. <style> and forms are dropped too, so a message
 * cannot restyle the page or post anywhere.
 */
export function sanitizeToastHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
