import { MEDIA_THUMB_SIZE, mediaImageWidths, type MediaVariant } from '@orbita/contracts/media';
import sharp, { type Sharp } from 'sharp';

// A decompression bomb (a tiny file declaring a gigantic canvas) is refused, not decoded.
const LIMIT_INPUT_PIXELS = 100_000_000;

export interface Rendition {
  variant: Exclude<MediaVariant, 'original'>;
  bytes: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  /** The renditions to store beside the original (WebP). */
  renditions: Rendition[];
}

const encoders: Record<string, (s: Sharp) => Sharp> = {
  'image/jpeg': (s) => s.jpeg({ quality: 90 }),
  'image/png': (s) => s.png(),
  'image/webp': (s) => s.webp({ quality: 90 }),
  'image/gif': (s) => s.gif(),
  'image/avif': (s) => s.avif({ quality: 60 }),
};

/**
 * Re-encodes an uploaded raster image from `input` to `output` in its own format, turned
 * upright by its EXIF orientation and with every metadata block dropped (sharp keeps none
 * unless asked): EXIF GPS, camera serials, XMP and comments never reach the library.
 * File to file, so the image is decoded by libvips in tiles rather than held whole by Node.
 */
export async function reencode(input: string, output: string, mimeType: string) {
  const animated = mimeType === 'image/gif' || mimeType === 'image/webp';
  const encode = encoders[mimeType];
  if (!encode) throw new Error(`tipo de imagem sem codificador: ${mimeType}`);
  const info = await encode(
    sharp(input, { animated, limitInputPixels: LIMIT_INPUT_PIXELS }).rotate(),
  ).toFile(output);
  return { width: info.width, height: info.pageHeight ?? info.height, size: info.size };
}

/**
 * The square thumbnail around the focal point (fx, fy in 0..1): scaled so the shorter side
 * fills the square, then the square is cut centred on the focal point, kept inside the image.
 */
export async function thumbnail(
  input: string | Buffer,
  width: number,
  height: number,
  fx: number,
  fy: number,
  density?: number,
): Promise<Buffer> {
  const size = MEDIA_THUMB_SIZE;
  const scale = size / Math.min(width, height);
  const w = Math.max(size, Math.round(width * scale));
  const h = Math.max(size, Math.round(height * scale));
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  const left = clamp(Math.round(fx * w - size / 2), w - size);
  const top = clamp(Math.round(fy * h - size / 2), h - size);
  return sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS, ...(density ? { density } : {}) })
    .rotate()
    .resize(w, h, { fit: 'fill' })
    .extract({ left, top, width: size, height: size })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}

/** Responsive WebP widths narrower than the image (never enlarged). */
export async function responsiveSizes(input: string, width: number): Promise<Rendition[]> {
  const out: Rendition[] = [];
  for (const w of mediaImageWidths) {
    if (w >= width) continue;
    const bytes = await sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS })
      .resize({ width: w })
      .webp({ quality: 80, effort: 2 })
      .toBuffer();
    out.push({ variant: `w${w}` as Rendition['variant'], bytes });
  }
  return out;
}

/** The image's renditions after re-encoding (`original` is the re-encoded file). */
export async function processRaster(
  original: string,
  width: number,
  height: number,
  fx: number,
  fy: number,
): Promise<ProcessedImage> {
  const thumb = await thumbnail(original, width, height, fx, fy);
  return {
    width,
    height,
    renditions: [{ variant: 'thumb', bytes: thumb }, ...(await responsiveSizes(original, width))],
  };
}

/** An SVG's size and its raster thumbnail (the SVG itself is only ever downloaded). */
export async function processSvg(input: string, fx: number, fy: number) {
  const meta = await sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS }).metadata();
  if (!meta.width || !meta.height) return null;
  const thumb = await thumbnail(input, meta.width, meta.height, fx, fy);
  return { width: meta.width, height: meta.height, thumb };
}
