/**
 * "Fulano está digitando…": at most one nudge per member and conversation every 2 s, kept
 * in memory (nothing stored; a second instance may let one more through, which is harmless).
 */
const TYPING_EVERY_MS = 2_000;
const lastTyping = new Map<string, number>();

export function typingAllowed(conversationId: string, userId: string, now = Date.now()): boolean {
  const key = `${conversationId}:${userId}`;
  const last = lastTyping.get(key);
  if (last !== undefined && now - last < TYPING_EVERY_MS) return false;
  lastTyping.set(key, now);
  if (lastTyping.size > 10_000) {
    for (const [k, at] of lastTyping) if (now - at >= TYPING_EVERY_MS) lastTyping.delete(k);
  }
  return true;
}
