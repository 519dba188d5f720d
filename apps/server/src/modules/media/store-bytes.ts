import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../platform/context';
import type { EventBus } from '../../platform/events/bus';
import type { ObjectStorage } from '../../platform/storage';
import type { MediaDeps } from './deps';
import { cleanName } from './receive';
import type { MediaFileRow } from './schema';
import { uploadFile } from './upload';

/** Each app's media deps, by its bus (set by the module's routes, like storageOfBus). */
export const mediaDepsOfBus = new WeakMap<EventBus, MediaDeps>();

/**
 * Stores bytes another module fetched (a WhatsApp contact's photo or document) as a library
 * file of `workspaceId`, through the same path as an upload (type by magic bytes, images
 * re-encoded, quota, duplicate check). The same bytes already in the library answer that
 * file. Refusals are the upload's AppErrors (413 quota, 415 type).
 */
export async function storeBytes(
  ctx: AppContext,
  input: { workspaceId: string; userId: string; bytes: Buffer; name: string },
): Promise<MediaFileRow> {
  const deps = mediaDepsOfBus.get(ctx.events);
  if (!deps) throw new Error('media: biblioteca não iniciada neste app');
  await fs.promises.mkdir(deps.tmpDir, { recursive: true });
  const tmp = path.join(deps.tmpDir, `${randomUUID()}.fetched`);
  const discard = () => fs.promises.rm(tmp, { force: true });
  try {
    await fs.promises.writeFile(tmp, input.bytes);
    const result = await uploadFile(
      ctx,
      deps,
      { workspaceId: input.workspaceId, userId: input.userId },
      {
        path: tmp,
        size: input.bytes.length,
        hash: createHash('sha256').update(input.bytes).digest('hex'),
        name: cleanName(input.name),
        alt: '',
        caption: '',
        discard,
      },
      { duplicate: 'refuse' },
    );
    return 'duplicate' in result ? result.duplicate : result.file;
  } finally {
    await discard();
  }
}

/** A library file's original bytes (null when the file or its bytes are gone). */
export async function readOriginal(
  ctx: AppContext,
  file: Pick<MediaFileRow, 'workspaceId' | 'id'>,
): Promise<Buffer | null> {
  const storage: ObjectStorage | undefined = mediaDepsOfBus.get(ctx.events)?.storage;
  const object = await storage?.get(`${file.workspaceId}/${file.id}/original`);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
