import { MEDIA_URL_TTL_SECONDS } from '@orbita/contracts/media';
import { loadServerSecret } from '../../platform/auth/keys';
import type { Database } from '../../platform/db/client';
import { urlSigner, type UrlSigner } from '../../platform/storage';

// One secret per database (every server instance on it signs and verifies alike), loaded
// once per database handle.
const signers = new WeakMap<Database, Promise<UrlSigner>>();

export function mediaSigner(db: Database): Promise<UrlSigner> {
  let signer = signers.get(db);
  if (!signer) {
    signer = loadServerSecret(db, 'media.signing').then(urlSigner);
    signers.set(db, signer);
    signer.catch(() => signers.delete(db));
  }
  return signer;
}

// URLs expire at the end of a 10-minute window at least TTL away: the same file keeps the
// same URL for ten minutes, so browsers and the web's cache reuse the bytes they have.
const WINDOW_SECONDS = 600;

export function expiryFrom(now: number): number {
  const earliest = Math.floor(now / 1000) + MEDIA_URL_TTL_SECONDS;
  return Math.ceil(earliest / WINDOW_SECONDS) * WINDOW_SECONDS;
}
