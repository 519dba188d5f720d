/**
 * Export the whole map as an image file: "<título>.svg" (the standalone SVG of
 * export-image-svg.ts) or "<título>.png" (that SVG drawn onto a canvas).
 *
 * Use: `await exportMapImage('png', { title, geometry })`, `geometry` being the editor's
 * `layoutMap(...)` (see export-image-svg.ts). Rejects with a pt-BR message when the browser
 * cannot draw the image.
 */
import {
  buildMapSvg,
  type ImageGeometry,
  type MapSvg,
  type MapSvgOptions,
} from './export-image-svg';

export type ImageFormat = 'png' | 'svg';

export interface MapImageInput extends Omit<MapSvgOptions, 'title'> {
  title: string;
  geometry: ImageGeometry;
}

/** Sharper than the screen; lowered for big maps (see pngScale). */
const PNG_SCALE = 2;
/** The largest canvas every browser we serve draws: iOS Safari stops at 16,777,216 px. */
export const MAX_CANVAS_AREA = 16_777_216;
export const MAX_CANVAS_SIDE = 16_384;

/** "<título>.png" with the characters file systems refuse replaced; never empty. */
export function imageFileName(title: string, format: ImageFormat): string {
  const base = title
    // Control characters are what is being removed.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '') // no hidden file, no trailing dot (Windows drops it)
    .slice(0, 120)
    .trim();
  return `${base || 'mapa-mental'}.${format}`;
}

/** How many device pixels per map pixel the PNG gets, so its canvas stays drawable. */
export function pngScale(width: number, height: number): number {
  return Math.min(
    PNG_SCALE,
    Math.sqrt(MAX_CANVAS_AREA / Math.max(width * height, 1)),
    MAX_CANVAS_SIDE / Math.max(width, 1),
    MAX_CANVAS_SIDE / Math.max(height, 1),
  );
}

function cannotDraw(): Error {
  return new Error('Não foi possível gerar a imagem do mapa neste navegador.');
}

/** Draws the SVG onto a canvas and answers the PNG bytes. */
export async function svgToPng({ svg, width, height }: MapSvg): Promise<Blob> {
  const scale = pngScale(width, height);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(cannotDraw());
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.floor(width * scale));
    canvas.height = Math.max(1, Math.floor(height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw cannotDraw();
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(cannotDraw())), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Builds the image of the whole map and downloads it; answers the file name. */
export async function exportMapImage(format: ImageFormat, input: MapImageInput): Promise<string> {
  const { geometry, ...options } = input;
  const image = buildMapSvg(geometry, options);
  const fileName = imageFileName(input.title, format);
  const blob =
    format === 'svg'
      ? new Blob([image.svg], { type: 'image/svg+xml;charset=utf-8' })
      : await svgToPng(image);
  saveBlob(blob, fileName);
  return fileName;
}
