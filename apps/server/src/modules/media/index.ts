import path from 'node:path';
import multipart from '@fastify/multipart';
import { MEDIA_TEXT_MAX } from '@orbita/contracts/media';
import { defineModule } from '../../platform/module';
import { createStorage } from '../../platform/storage';
import { contentRoutes } from './content-routes';
import { sweepExpired } from './chunked';
import type { MediaDeps } from './deps';
import { fileRoutes } from './file-routes';
import { folderRoutes } from './folder-routes';
import { uploadRoutes } from './upload-routes';
import { mediaDepsOfBus } from './store-bytes';
import { storageOfBus, subscribeMedia } from './subscribe';

export { useAsAttachment, type AttachedFile } from './attachment';
export { useAsAvatar } from './avatar';
export { freshMediaUrls, mediaFileIdsIn } from './fresh-urls';
export { imageSources, type ImageSource } from './image-sources';
export { usePublicImage } from './public-image';
export { recordUsage, releaseUsage, type UsageRef } from './usage';
/** For people: avatars' small pictures in lists. */
export { thumbnailUrls } from './thumb-urls';
/** For chats: WhatsApp media stored in the library, and a file's bytes to send. */
export { readOriginal, storeBytes } from './store-bytes';

/** Tables read by agents' run input (the records an event names: titles, names). */
export { mediaFiles, mediaFolders } from './schema';

/**
 * The media library: a workspace's files and folders under `/api/app/fabrica/media`, the
 * bytes under `/api/public/media` (signed, expiring URLs). Bytes live in the platform's
 * storage (disk under DATA_DIR, or S3 when S3_* is set). Other modules attach files to their
 * records with `recordUsage`/`releaseUsage` (exported here) inside their own transaction, or
 * by emitting `media.usage.recorded|released`; a file in use cannot be deleted unless forced,
 * and a file used by a public record is served without signature. Every usage's (module,
 * kind) must be in `usagePairs` (visibility.ts): a file used only on records a restricted hub
 * hides from a member is hidden from them in the library too (`fileVisibleTo`).
 */
export const mediaModule = defineModule({
  name: 'media',
  tag: 'fabrica',
  routes: async (app) => {
    const storage = createStorage(app.config);
    app.addHook('onClose', () => storage.close());
    storageOfBus.set(app.ctx.events, storage);
    const deps: MediaDeps = {
      storage,
      maxFileBytes: app.config.MEDIA_MAX_FILE_BYTES,
      quotaBytes: app.config.MEDIA_QUOTA_BYTES,
      tmpDir: path.join(app.config.DATA_DIR, 'media-uploads'),
    };
    mediaDepsOfBus.set(app.ctx.events, deps);
    // Abandoned chunked uploads are also swept on every new session; this catches the quiet days.
    const sweeper = setInterval(() => void sweepExpired(deps).catch(() => {}), 60 * 60 * 1000);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
    await app.register(
      async (member) => {
        member.addHook('onRequest', member.requireMember);
        // Only this scope parses multipart bodies; the limits are checked again per upload.
        await member.register(multipart, {
          limits: {
            fileSize: deps.maxFileBytes,
            files: 1,
            fields: 4,
            fieldSize: MEDIA_TEXT_MAX * 4,
          },
        });
        await member.register(fileRoutes(deps));
        await member.register(uploadRoutes(deps));
        await member.register(folderRoutes);
      },
      { prefix: '/api/app/fabrica' },
    );
    await app.register(contentRoutes(deps), { prefix: '/api/public/media' });
  },
  subscribe: subscribeMedia,
});
