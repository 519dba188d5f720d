import type { Readable } from 'node:stream';

/**
 * Where file bytes live, behind one interface: local disk under DATA_DIR (the default,
 * nothing to configure) or any S3-compatible store (S3_* variables). Keys are `/`-separated
 * paths made by the server (never by a client), e.g. `<workspace>/<file>/original`.
 */
export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  /** Stores a local file, streamed (never read whole into memory). */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  /** Stores small bytes already in memory (thumbnails, renditions). */
  putBytes(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * The object as a stream, or null when it does not exist; with `range`, only bytes
   * `start`..`end` (inclusive, both within the object), for HTTP Range answers.
   */
  get(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | null>;
  /** Deletes the objects; missing ones are ignored. */
  remove(keys: string[]): Promise<void>;
  /** Deletes every object whose key starts with `prefix/` (a deleted workspace's files). */
  removePrefix(prefix: string): Promise<void>;
  /** Releases connections (the S3 client). */
  close(): Promise<void>;
}

export interface ByteRange {
  start: number;
  end: number;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Refuses anything but the server's own key shapes (no `..`, no absolute paths). */
export function assertKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`chave de armazenamento inválida: ${key}`);
  return key;
}
