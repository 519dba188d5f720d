import { mediaEntities, mediaErrorCodes, mediaMessages } from '@orbita/contracts/media';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publish } from '../../platform/realtime/publish';
import type { MediaDeps } from './deps';
import { presentFile } from './presenter';
import type { Received } from './receive';
import { mediaSigner } from './signing';
import { uploadFile } from './upload';

/**
 * The one end of every upload, single or chunked: a file received to a temporary path goes
 * through `uploadFile` (magic bytes, quota, duplicate, re-encode, thumbnails, the row), then
 * answers 201 with the file (published live) or 409 with the duplicate on offer. The
 * temporary bytes are discarded unless `keepOnDuplicate` (a chunked upload can be completed
 * again with `duplicate=keep` without resending).
 */
export async function finishUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: MediaDeps,
  received: Received,
  options: { folderId?: string; duplicate: 'refuse' | 'keep'; keepOnDuplicate?: boolean },
) {
  let keep = false;
  try {
    const result = await uploadFile(request.ctx, deps, request.member, received, options);
    const signer = await mediaSigner(request.server.database.db);
    if ('duplicate' in result) {
      keep = options.keepOnDuplicate === true;
      const existing = presentFile(result.duplicate, signer);
      return reply.status(409).send({
        message: mediaMessages.duplicate(existing.name),
        code: mediaErrorCodes.duplicate,
        existing,
      });
    }
    const file = presentFile(result.file, signer);
    // The id only (usage.ts says why): names and URLs leave through the scoped reads.
    await publish(request, {
      type: 'created',
      entity: mediaEntities.file,
      id: file.id,
      data: { id: file.id },
    });
    return reply.status(201).send(file);
  } finally {
    if (!keep) await received.discard();
  }
}
