import fs from 'node:fs';
import type { MediaKind } from '@orbita/contracts/media';
import { fileTypeFromFile } from 'file-type';

/** What the library stores a file as, from its bytes (never from its name or declared type). */
export interface DetectedType {
  mimeType: string;
  kind: MediaKind;
  /** `raster`: re-encoded without metadata, with renditions; `svg`: rasterized thumbnail only. */
  image: 'raster' | 'svg' | null;
  /** Safe to show in the browser (`Content-Disposition: inline`); else always a download. */
  inline: boolean;
}

const raster = (mimeType: string): DetectedType => ({
  mimeType,
  kind: 'image',
  image: 'raster',
  inline: true,
});
const playable = (mimeType: string, kind: 'audio' | 'video'): DetectedType => ({
  mimeType,
  kind,
  image: null,
  inline: true,
});
const download = (mimeType: string, kind: MediaKind = 'document'): DetectedType => ({
  mimeType,
  kind,
  image: null,
  inline: false,
});

/** The accepted types that magic bytes identify. PDF and office files are downloads only. */
const byMagic: Record<string, DetectedType> = {
  'image/jpeg': raster('image/jpeg'),
  'image/png': raster('image/png'),
  'image/webp': raster('image/webp'),
  'image/gif': raster('image/gif'),
  'image/avif': raster('image/avif'),
  'video/mp4': playable('video/mp4', 'video'),
  'video/webm': playable('video/webm', 'video'),
  'video/quicktime': playable('video/quicktime', 'video'),
  'audio/mpeg': playable('audio/mpeg', 'audio'),
  'audio/ogg': playable('audio/ogg', 'audio'),
  'audio/wav': playable('audio/wav', 'audio'),
  'audio/x-m4a': playable('audio/mp4', 'audio'),
  'audio/webm': playable('audio/webm', 'audio'),
  'application/pdf': download('application/pdf'),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': download(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': download(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ),
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': download(
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ),
  'application/vnd.oasis.opendocument.text': download('application/vnd.oasis.opendocument.text'),
  'application/vnd.oasis.opendocument.spreadsheet': download(
    'application/vnd.oasis.opendocument.spreadsheet',
  ),
  'application/vnd.oasis.opendocument.presentation': download(
    'application/vnd.oasis.opendocument.presentation',
  ),
  'application/epub+zip': download('application/epub+zip'),
  'application/zip': download('application/zip', 'other'),
};

/** Text types have no magic bytes: accepted only with their extension and text content. */
const textByExtension: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
};

const SVG_START =
  /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
const HTML_LIKE = /<\s*(html|head|body|script|iframe|object|embed|meta|!doctype\s+html)[\s>]/i;
const HEAD_BYTES = 64 * 1024;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function isText(head: Buffer): string | null {
  if (head.includes(0)) return null;
  try {
    // A multi-byte character may be cut at the end of the head: drop up to 3 bytes.
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (let cut = 0; cut < 4; cut++) {
      try {
        return decoder.decode(head.subarray(0, head.length - cut));
      } catch {
        // try a shorter head
      }
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * The file's type from its content. Null: refused (an `.png` that is HTML, an executable,
 * anything not on the list). SVG and text are told by their text and their extension.
 */
export async function detectType(file: string, name: string): Promise<DetectedType | null> {
  const magic = await fileTypeFromFile(file);
  if (magic && byMagic[magic.mime]) return byMagic[magic.mime]!;
  if (magic && magic.mime !== 'application/xml') return null;
  const ext = extensionOf(name);
  const text = isText(await readHead(file));
  if (text === null) return null;
  if (ext === 'svg' && SVG_START.test(text))
    return { mimeType: 'image/svg+xml', kind: 'image', image: 'svg', inline: false };
  const textType = textByExtension[ext];
  if (textType && !HTML_LIKE.test(text)) return download(`${textType}; charset=utf-8`);
  return null;
}

/** Whether a stored file may be shown inline, from its stored type (served later). */
export function isInlineType(mimeType: string): boolean {
  return Object.values(byMagic).some((t) => t.inline && t.mimeType === mimeType);
}
