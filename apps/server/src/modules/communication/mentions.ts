import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { memberships, users } from '../../platform/identity/schema';

export interface MentionCandidate {
  userId: string;
  name: string;
  email: string;
}

/** Lower case without accents, spaces collapsed: "@joão  silva" and "@Joao Silva" are one name. */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}

const wordChar = /[\p{L}\p{N}_]/u;

/**
 * Who a text mentions with `@`: a member's full name ("@Ana Souza"), their first name when no
 * other member shares it ("@Ana"), their name without spaces ("@anasouza") or their e-mail's
 * local part ("@ana.souza"). Accents and case do not matter; the longest name wins ("@Ana
 * Souza" is not also "@Ana" of Ana Lima); a name must end at a word's end ("@Anabela" is not
 * "@Ana"); an e-mail address in the text ("ana@x.com") is not a mention.
 */
export function mentionedIn(text: string, members: MentionCandidate[]): Set<string> {
  const handles = new Map<string, Set<string>>();
  const add = (handle: string, userId: string) => {
    if (handle.length < 2) return;
    const ids = handles.get(handle) ?? new Set<string>();
    ids.add(userId);
    handles.set(handle, ids);
  };
  const firstNames = new Map<string, number>();
  for (const m of members) {
    const first = foldName(m.name).trim().split(' ')[0] ?? '';
    firstNames.set(first, (firstNames.get(first) ?? 0) + 1);
  }
  for (const m of members) {
    const full = foldName(m.name).trim();
    add(full, m.userId);
    add(full.replace(/ /g, ''), m.userId);
    const first = full.split(' ')[0] ?? '';
    if (firstNames.get(first) === 1) add(first, m.userId);
    add(foldName(m.email.split('@')[0] ?? ''), m.userId);
  }
  const byLength = [...handles.keys()].sort((a, b) => b.length - a.length);

  const folded = foldName(text);
  const found = new Set<string>();
  for (let at = folded.indexOf('@'); at >= 0; at = folded.indexOf('@', at + 1)) {
    if (at > 0 && wordChar.test(folded[at - 1]!)) continue;
    const rest = folded.slice(at + 1);
    const handle = byLength.find(
      (h) => rest.startsWith(h) && !wordChar.test(rest[h.length] ?? ' '),
    );
    if (handle) for (const id of handles.get(handle)!) found.add(id);
  }
  return found;
}

/** The workspace's members as mention candidates. */
export async function mentionCandidates(
  q: Queryable,
  workspaceId: string,
): Promise<MentionCandidate[]> {
  return q
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.workspaceId, workspaceId));
}
