import path from 'node:path';
import type { Config } from '../../config';
import { diskStorage } from './disk-storage';
import { s3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';

export type { ByteRange, ObjectStorage } from './storage';
export { diskStorage } from './disk-storage';
export { s3Storage, type S3Options } from './s3-storage';
export { urlSigner, type UrlSigner } from './signed-urls';

/** The app's storage: S3-compatible when S3_BUCKET is set, else DATA_DIR/media on disk. */
export function createStorage(config: Config): ObjectStorage {
  if (config.S3_BUCKET)
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
    });
  return diskStorage(path.join(config.DATA_DIR, 'media'));
}
