import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MEDIA_NAME_MAX,
  MEDIA_TEXT_MAX,
  formatMediaBytes,
  mediaErrorCodes,
  mediaMessages,
} from '@orbita/contracts/media';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';

/** An upload received to a temporary file: its SHA-256, size, name and the text parts. */
export interface Received {
  path: string;
  size: number;
  hash: string;
  name: string;
  alt: string;
  caption: string;
  /** Deletes the temporary file (always call it). */
  discard(): Promise<void>;
}

export const tooLarge = (maxBytes: number) =>
  new AppError(413, mediaErrorCodes.tooLarge, mediaMessages.tooLarge(formatMediaBytes(maxBytes)));

/** A file name people can read, without path parts or control characters. */
export function cleanName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what we drop
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'arquivo').slice(0, MEDIA_NAME_MAX);
}

function textField(value: unknown): string {
  const field = value as { type?: string; value?: unknown } | undefined;
  if (!field || field.type !== 'field' || typeof field.value !== 'string') return '';
  return field.value.trim().slice(0, MEDIA_TEXT_MAX);
}

/**
 * Streams the multipart part `file` to a temporary file under `tmpDir`, hashing and counting
 * as it goes: the upload is never held in memory, and a file over `maxBytes` is cut and
 * refused (413) as soon as the limit passes.
 */
export async function receiveUpload(
  request: FastifyRequest,
  tmpDir: string,
  maxBytes: number,
): Promise<Received> {
  if (!request.isMultipart())
    throw new AppError(415, 'unsupported_media_type', mediaMessages.notMultipart);
  const declared = Number(request.headers['content-length']);
  // The multipart framing adds a little: refuse only what cannot fit however it is framed.
  if (Number.isFinite(declared) && declared > maxBytes + 64 * 1024) throw tooLarge(maxBytes);

  let part;
  try {
    part = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: MEDIA_TEXT_MAX * 4, parts: 6 },
    });
  } catch (err) {
    throw multipartError(err, maxBytes);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw AppError.validation(mediaMessages.noFile, { file: mediaMessages.noFile });
  }

  await fs.promises.mkdir(tmpDir, { recursive: true });
  const tmp = path.join(tmpDir, `${randomUUID()}.upload`);
  const discard = () => fs.promises.rm(tmp, { force: true });
  const hash = createHash('sha256');
  let size = 0;
  try {
    await pipeline(
      part.file,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      }),
      fs.createWriteStream(tmp),
    );
  } catch (err) {
    await discard();
    throw multipartError(err, maxBytes);
  }
  if (part.file.truncated) {
    await discard();
    throw tooLarge(maxBytes);
  }
  if (size === 0) {
    await discard();
    throw AppError.validation(mediaMessages.emptyFile, { file: mediaMessages.emptyFile });
  }
  return {
    path: tmp,
    size,
    hash: hash.digest('hex'),
    name: cleanName(part.filename),
    alt: textField(part.fields.alt),
    caption: textField(part.fields.caption),
    discard,
  };
}

/** Broken or hostile multipart bodies answer 4xx in pt-BR, never 500. */
function multipartError(err: unknown, maxBytes: number): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return AppError.validation(mediaMessages.noFile, { file: mediaMessages.noFile });
  return AppError.validation(mediaMessages.notMultipart, { file: mediaMessages.notMultipart });
}
