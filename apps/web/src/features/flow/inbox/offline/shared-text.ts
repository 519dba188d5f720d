import { ITEM_CONTENT_MAX } from '@orbita/contracts/flow';

/** The query the manifest's share_target sends: `?title=&text=&url=` (GET). */
export const SHARE_PARAMS = ['title', 'text', 'url'] as const;

/**
 * What another app shared, as one capture text: title, text and link, each once (apps
 * often repeat the link inside the text, or the title as the text), within the item's
 * 2,000 characters. Empty when nothing was shared.
 */
export function sharedText(params: URLSearchParams): string {
  const parts: string[] = [];
  for (const name of SHARE_PARAMS) {
    const value = (params.get(name) ?? '').replace(/\s+/g, ' ').trim();
    if (value && !parts.some((p) => p.includes(value))) parts.push(value);
  }
  return parts.join(' ').slice(0, ITEM_CONTENT_MAX);
}
