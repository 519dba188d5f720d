/**
 * This page load's id, sent as `X-Orbita-Tab` on every API request: the server stamps it
 * as `origin` on the realtime events the request caused, so this tab can skip its own echo
 * (its mutation already wrote the answer into the cache). A new id per page load, never stored.
 */
export const tabId: string = newTabId();

function newTabId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (plain http on a LAN address) only getRandomValues exists:
  // build the same RFC 4122 version 4 shape, which is what the server accepts.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
