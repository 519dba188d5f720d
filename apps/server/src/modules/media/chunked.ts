import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MEDIA_CHUNK_DEFAULT,
  MEDIA_CHUNK_MAX,
  MEDIA_CHUNK_MIN,
  formatMediaBytes,
  mediaMessages,
  mediaUploadErrorCodes,
  mediaUploadMessages,
  type CreateMediaUpload,
  type MediaUpload,
} from '@orbita/contracts/media';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { findInWorkspace, type MemberContext } from '../../platform/scope';
import type { MediaDeps } from './deps';
import { cleanName, tooLarge, type Received } from './receive';
import { mediaFolders } from './schema';
import { quotaExceeded, usedBytes } from './upload';

/**
 * Chunked, resumable uploads, hand-written on purpose: @tus/server speaks its own protocol
 * (HEAD/PATCH, Upload-Offset, its own locker and stores) and would need a second auth, scope
 * and error path beside route-kit's; what we need is small — a session file beside the bytes
 * under DATA_DIR, chunks appended in order, and completion through the same `uploadFile`
 * pipeline as the single upload. Sessions live on disk (not in the database): they are
 * temporary bytes' bookkeeping, removed on completion, abort or expiry.
 */
type Member = Pick<MemberContext, 'userId' | 'workspaceId'>;

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

interface Session {
  id: string;
  workspaceId: string;
  userId: string;
  name: string;
  size: number;
  chunkSize: number;
  received: number;
  folderId: string | null;
  alt: string;
  caption: string;
  expiresAt: string;
}

const sessionsDir = (deps: MediaDeps) => path.join(deps.tmpDir, 'sessions');
const metaPath = (deps: MediaDeps, id: string) => path.join(sessionsDir(deps), `${id}.json`);
const partPath = (deps: MediaDeps, id: string) => path.join(sessionsDir(deps), `${id}.part`);
const notFound = () => AppError.notFound(mediaUploadMessages.sessionNotFound);

const isStream = (body: unknown): body is Readable =>
  typeof (body as Readable | undefined)?.pipe === 'function';

/** Chunks being written now (one per session at a time; this process's uploads). */
const busy = new Set<string>();

export function presentSession(s: Session): MediaUpload {
  const chunks = Math.ceil(s.size / s.chunkSize);
  return {
    id: s.id,
    name: s.name,
    size: s.size,
    chunkSize: s.chunkSize,
    chunks,
    received: s.received,
    nextChunk: Math.ceil(s.received / s.chunkSize),
    expiresAt: s.expiresAt,
  };
}

async function writeMeta(deps: MediaDeps, s: Session) {
  // Write-then-rename: a crash never leaves a half-written session file.
  const tmp = `${metaPath(deps, s.id)}.${randomUUID()}`;
  await fs.promises.writeFile(tmp, JSON.stringify(s));
  await fs.promises.rename(tmp, metaPath(deps, s.id));
}

async function removeSession(deps: MediaDeps, id: string) {
  await fs.promises.rm(metaPath(deps, id), { force: true });
  await fs.promises.rm(partPath(deps, id), { force: true });
}

/** The member's own, unexpired session; anything else (another workspace or person) is 404. */
export async function loadSession(deps: MediaDeps, member: Member, id: string): Promise<Session> {
  let s: Session;
  try {
    s = JSON.parse(await fs.promises.readFile(metaPath(deps, id), 'utf8')) as Session;
  } catch {
    throw notFound();
  }
  if (s.workspaceId !== member.workspaceId || s.userId !== member.userId) throw notFound();
  if (Date.parse(s.expiresAt) <= Date.now()) {
    await removeSession(deps, id);
    throw notFound();
  }
  return s;
}

/** Removes sessions past their expiry (abandoned uploads); runs on every new session. */
export async function sweepExpired(deps: MediaDeps, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(sessionsDir(deps));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    const id = name.slice(0, -'.json'.length);
    try {
      const s = JSON.parse(await fs.promises.readFile(metaPath(deps, id), 'utf8')) as Session;
      if (Date.parse(s.expiresAt) > now) continue;
    } catch {
      // unreadable: treat as abandoned
    }
    await removeSession(deps, id);
    removed++;
  }
  return removed;
}

/** Opens a session after checking the declared size against the file limit and the quota. */
export async function createSession(
  db: Queryable,
  deps: MediaDeps,
  member: Member,
  body: CreateMediaUpload,
): Promise<Session> {
  if (body.size > deps.maxFileBytes) throw tooLarge(deps.maxFileBytes);
  if ((await usedBytes(db, member.workspaceId)) + body.size > deps.quotaBytes)
    throw quotaExceeded(deps.quotaBytes);
  if (body.folderId)
    await findInWorkspace(db, mediaFolders, member, body.folderId, mediaMessages.folderNotFound);
  await sweepExpired(deps);
  await fs.promises.mkdir(sessionsDir(deps), { recursive: true });
  const s: Session = {
    id: randomUUID(),
    workspaceId: member.workspaceId,
    userId: member.userId,
    name: cleanName(body.name),
    size: body.size,
    chunkSize: Math.min(
      MEDIA_CHUNK_MAX,
      Math.max(MEDIA_CHUNK_MIN, body.chunkSize ?? MEDIA_CHUNK_DEFAULT),
    ),
    received: 0,
    folderId: body.folderId ?? null,
    alt: body.alt ?? '',
    caption: body.caption ?? '',
    expiresAt: new Date(Date.now() + SESSION_TTL_MS).toISOString(),
  };
  await fs.promises.writeFile(partPath(deps, s.id), '');
  await writeMeta(deps, s);
  return s;
}

/**
 * Appends chunk `n` (streamed from `body` straight to the session's file, never held whole):
 * only the next chunk is accepted, and never more bytes than agreed — a chunk that passes its
 * size is cut, the file truncated back, and refused (413). A dropped connection leaves the
 * session where it was, so the client resumes from `received`.
 */
export async function appendChunk(
  deps: MediaDeps,
  member: Member,
  id: string,
  n: number,
  body: unknown,
): Promise<Session> {
  const s = await loadSession(deps, member, id);
  // After the session check, so another workspace's id answers 404 whatever the body.
  if (!isStream(body))
    throw new AppError(415, 'unsupported_media_type', mediaUploadMessages.notOctetStream);
  const next = Math.ceil(s.received / s.chunkSize);
  if (n !== next || s.received >= s.size)
    throw new AppError(409, mediaUploadErrorCodes.outOfOrder, mediaUploadMessages.outOfOrder(next));
  if (busy.has(id)) throw new AppError(409, mediaUploadErrorCodes.busy, mediaUploadMessages.busy);
  busy.add(id);
  const limit = Math.min(s.chunkSize, s.size - s.received);
  let bytes = 0;
  try {
    await pipeline(
      body,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          if (bytes > limit)
            done(
              new AppError(
                413,
                mediaUploadErrorCodes.chunkTooLarge,
                mediaUploadMessages.chunkTooLarge,
              ),
            );
          else done(null, chunk);
        },
      }),
      fs.createWriteStream(partPath(deps, id), { flags: 'r+', start: s.received }),
    );
    if (bytes === 0) throw AppError.validation(mediaUploadMessages.chunkEmpty, {});
    // Every chunk but the last is exactly chunkSize: offsets stay n × chunkSize.
    if (bytes < limit && s.received + bytes < s.size)
      throw new AppError(400, mediaUploadErrorCodes.chunkShort, mediaUploadMessages.chunkShort);
    const updated = { ...s, received: s.received + bytes };
    await fs.promises.truncate(partPath(deps, id), updated.received);
    await writeMeta(deps, updated);
    return updated;
  } catch (err) {
    await fs.promises.truncate(partPath(deps, id), s.received).catch(() => {});
    if (err instanceof AppError) throw err;
    throw AppError.validation(mediaUploadMessages.notOctetStream, {});
  } finally {
    busy.delete(id);
  }
}

/**
 * The finished session as a `Received` (hashed by streaming the file once), for the same
 * pipeline as the single upload. `discard` removes the session and its bytes.
 */
export async function receivedOf(deps: MediaDeps, member: Member, id: string): Promise<Received> {
  const s = await loadSession(deps, member, id);
  if (s.received < s.size)
    throw new AppError(
      409,
      mediaUploadErrorCodes.incomplete,
      mediaUploadMessages.incomplete(formatMediaBytes(s.received), formatMediaBytes(s.size)),
    );
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(partPath(deps, id)), hash);
  return {
    path: partPath(deps, id),
    size: s.size,
    hash: hash.digest('hex'),
    name: s.name,
    alt: s.alt,
    caption: s.caption,
    discard: () => removeSession(deps, id),
  };
}

export async function folderOf(deps: MediaDeps, member: Member, id: string) {
  return (await loadSession(deps, member, id)).folderId ?? undefined;
}

export async function abortSession(deps: MediaDeps, member: Member, id: string) {
  await loadSession(deps, member, id);
  await removeSession(deps, id);
}
