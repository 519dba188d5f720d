import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** A multipart/form-data body (what a browser's FormData sends), for tests and benches. */
export function multipartBody(
  parts: { name: string; filename?: string; contentType?: string; data: Buffer | string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----orbita${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The multipart body of one file upload, with optional alt text and caption. */
export function uploadBody(
  filename: string,
  data: Buffer | string,
  contentType = 'application/octet-stream',
  text: { alt?: string; caption?: string } = {},
) {
  return multipartBody([
    ...Object.entries(text).map(([name, value]) => ({ name, data: value })),
    { name: 'file', filename, contentType, data },
  ]);
}

/** A PNG of `width`×`height` whose pixels differ every call (so its hash is new). */
export function samplePng(width = 800, height = 600): Promise<Buffer> {
  const seed = randomBytes(3);
  return sharp({
    create: { width, height, channels: 3, background: { r: seed[0]!, g: seed[1]!, b: seed[2]! } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="10" y="10" width="${width / 4}" height="${height / 4}" fill="#${seed.toString('hex')}"/><text x="20" y="${height / 2}" font-size="40">${randomUUID()}</text></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF GPS coordinates (São Paulo) and a camera model. */
export function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  const seed = randomBytes(3);
  return sharp({
    create: { width, height, channels: 3, background: { r: seed[0]!, g: seed[1]!, b: seed[2]! } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Orbita', Model: 'Camera de Teste' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 0/1',
      },
    })
    .toBuffer();
}

/** A JPEG of about `bytes` bytes (noise compresses badly): the bench's 2 MB photos. */
export async function noisyJpeg(bytes: number): Promise<Buffer> {
  // Noise at quality 80 takes ~0.58 bytes per pixel.
  const side = Math.round(Math.sqrt(bytes / 0.58));
  const raw = randomBytes(side * side * 3);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A photo-like JPEG of 3000×2000 (6 MP, a phone photo) of roughly 2 MB: smooth shapes with
 * grain, so the encoders see the detail of a real photo rather than pure noise.
 */
export async function photoJpeg(grain = 16): Promise<Buffer> {
  const [width, height] = [3000, 2000];
  const small = randomBytes(48 * 32 * 3);
  const raw = await sharp(small, { raw: { width: 48, height: 32, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const noise = randomBytes(raw.length);
  for (let i = 0; i < raw.length; i++)
    raw[i] = Math.max(0, Math.min(255, raw[i]! + (noise[i]! % (2 * grain + 1)) - grain));
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
