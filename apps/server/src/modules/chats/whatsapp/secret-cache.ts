/**
 * The webhook's app secrets, decrypted, per connection for a minute: a burst of webhooks
 * costs one row read and one decryption, and a reconnection (new secret) or a disconnection
 * is seen at once in this instance (`forgetConnection`) and within a minute in the others.
 */
export interface CachedConnection {
  workspaceId: string;
  appSecret: string;
}

const TTL_MS = 60_000;
const MAX = 10_000;
const entries = new Map<string, { value: CachedConnection | null; until: number }>();

export async function cachedConnection(
  id: string,
  load: () => Promise<CachedConnection | null>,
  now = Date.now(),
): Promise<CachedConnection | null> {
  const hit = entries.get(id);
  if (hit && hit.until > now) return hit.value;
  const value = await load();
  // Unknown ids are not cached: a flood of random ids must not push real ones out.
  if (value) {
    if (entries.size >= MAX) entries.clear();
    entries.set(id, { value, until: now + TTL_MS });
  } else entries.delete(id);
  return value;
}

export function forgetConnection(id: string): void {
  entries.delete(id);
}
