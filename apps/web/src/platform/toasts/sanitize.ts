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

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text that must show as typed inside an HTML message (e.g. a reward's name). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
}
