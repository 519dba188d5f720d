import { mediaMessages } from '@orbita/contracts/media';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { memberships } from '../../platform/identity/schema';
import { contentBase } from './presenter';
import { mediaFiles, mediaUsages } from './schema';
import { recordUsage, refreshFiles } from './usage';

const avatarRef = { module: 'auth', kind: 'avatar' } as const;

/**
 * A person's avatar as a library file: ends the usage of the previous avatar file (whatever
 * workspace it lives in: the record is the person, not a workspace record), then records the
 * new one as a public usage (other members and workspaces see avatars) and answers its
 * durable URL (public, so no signature to expire). `fileId` null only ends the old usage
 * (the person chose an http(s) URL or no avatar). The file must belong to a workspace the
 * person is a member of; otherwise 404 like a missing file.
 */
export async function useAsAvatar(
  tx: Tx,
  person: { id: string; name: string },
  fileId: string | null,
): Promise<string | null> {
  const released = await tx
    .delete(mediaUsages)
    .where(
      and(
        eq(mediaUsages.module, avatarRef.module),
        eq(mediaUsages.kind, avatarRef.kind),
        eq(mediaUsages.recordId, person.id),
      ),
    )
    .returning({ fileId: mediaUsages.fileId, workspaceId: mediaUsages.workspaceId });
  for (const r of released) await refreshFiles(tx, r.workspaceId, [r.fileId]);
  if (!fileId) return null;

  const [file] = await tx
    .select({
      id: mediaFiles.id,
      workspaceId: mediaFiles.workspaceId,
      variants: mediaFiles.variants,
    })
    .from(mediaFiles)
    .innerJoin(
      memberships,
      and(eq(memberships.workspaceId, mediaFiles.workspaceId), eq(memberships.userId, person.id)),
    )
    .where(eq(mediaFiles.id, fileId))
    .limit(1);
  if (!file) throw AppError.notFound(mediaMessages.fileNotFound);
  await recordUsage(tx, file.id, {
    workspaceId: file.workspaceId,
    ...avatarRef,
    id: person.id,
    label: `foto do perfil de ${person.name}`,
    public: true,
  });
  return `${contentBase}/${file.id}/${file.variants.includes('thumb') ? 'thumb' : 'original'}`;
}
