import { eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { inWorkspace } from '../../../platform/scope';
import { usePublicImage } from '../../media';
import type { Member } from './common';
import { gamificationTrophies } from './schema';

/** Which catalog record an image belongs to, and how "Usado em" names it. */
export type ImageOwner = { kind: 'resource' | 'trophy'; id: string; name: string };

const labels: Record<ImageOwner['kind'], string> = { resource: 'recurso', trophy: 'troféu' };

export const imageUsage = (member: Member, owner: ImageOwner) => ({
  workspaceId: member.workspaceId,
  module: 'gamification',
  kind: owner.kind,
  id: owner.id,
  label: `${labels[owner.kind]} ${owner.name}`,
});

/** The library file behind a stored image URL (the record keeps only the URL). */
const libraryFileOf = (url: string | null) =>
  url ? (/^\/api\/public\/media\/([0-9a-f-]{36})\//.exec(url)?.[1] ?? null) : null;

/**
 * The image URL after a change, shared by resources and trophies: a library file
 * (`imageMediaId`) becomes a public usage of the record and its durable URL; an http(s)
 * `imageUrl` (or null) ends the previous file's usage. Untouched image fields keep the usage;
 * a rename re-records it so "Usado em" shows the new name. Runs in the caller's transaction,
 * so another workspace's file (404) saves nothing.
 */
export async function applyImage(
  tx: Tx,
  member: Member,
  owner: ImageOwner & { imageUrl: string | null },
  body: { name?: string; imageUrl?: string | null; imageMediaId?: string | null },
): Promise<string | null> {
  const usage = imageUsage(member, { ...owner, name: body.name ?? owner.name });
  if (body.imageMediaId === undefined && body.imageUrl === undefined) {
    const fileId = libraryFileOf(owner.imageUrl);
    if (body.name !== undefined && fileId) return usePublicImage(tx, fileId, usage);
    return owner.imageUrl;
  }
  const url = await usePublicImage(tx, body.imageMediaId ?? null, usage);
  return url ?? body.imageUrl ?? null;
}

/** Ends a deleted record's image usage (the file may then be deleted, and is private again). */
export const releaseImage = (tx: Tx, member: Member, owner: Omit<ImageOwner, 'name'>) =>
  usePublicImage(tx, null, imageUsage(member, { ...owner, name: '' }));

/**
 * Trophies leave with their game, or with the mission their rule names (foreign-key cascade,
 * no service call): their images' usages end first, in the deleting transaction.
 */
export async function releaseTrophyImages(
  tx: Tx,
  member: Member,
  of: { gameId: string } | { missionId: string },
): Promise<void> {
  const which: SQL =
    'gameId' in of
      ? eq(gamificationTrophies.gameId, of.gameId)
      : eq(gamificationTrophies.ruleMissionId, of.missionId);
  const trophies = await tx
    .select({ id: gamificationTrophies.id })
    .from(gamificationTrophies)
    .where(inWorkspace(gamificationTrophies, member, which));
  for (const { id } of trophies) await releaseImage(tx, member, { kind: 'trophy', id });
}
