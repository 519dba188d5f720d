/**
 * A standalone SVG of the whole map (every placed node, not just the viewport), built from
 * the editor's layout — never by copying the canvas DOM, which only shows what is on screen
 * and carries editor-only markup.
 *
 * Input: the layout's geometry (`layoutMap(...)` of layout.ts fits `ImageGeometry`): nodes
 * with their box in map pixels, depth and branch colour, and the edges' paths. Collapsed
 * branches are already left out by the layout, so the image shows the map as it is folded.
 * The look follows the canvas (editor-styles.ts): the root filled with its colour, main
 * branches tinted, the rest white with a coloured border.
 *
 * Node text is untrusted: every string goes through `xmlText`/`xmlAttr` (escaped, characters
 * XML 1.0 forbids removed, so the file always parses), colours must be `#rrggbb`, and an
 * edge path may hold only path commands and numbers.
 */

export interface ImageNode {
  id: string;
  node: { text: string; icon: string | null; taskCode?: string | null; depth: number };
  x: number;
  y: number;
  w: number;
  h: number;
  /** The branch colour (the node's own or inherited). */
  color: string;
}

export interface ImageGeometry {
  nodes: readonly ImageNode[];
  edges: readonly { id: string; d: string; color: string }[];
}

export interface MapSvgOptions {
  /** The map's title: the SVG's <title> (accessible name of the image). */
  title: string;
  /** Text width in px for a font; defaults to a canvas measure (or an estimate without one). */
  measure?: (text: string, font: string) => number;
}

export interface MapSvg {
  svg: string;
  width: number;
  height: number;
}

export const IMAGE_MARGIN = 24;
const FONT_FAMILY = 'Roboto, Helvetica, Arial, sans-serif';
/** As the canvas draws them (measure.ts nodeFont): root, main branches, the rest. */
const FONTS = [
  { size: 18, weight: 700 },
  { size: 15, weight: 600 },
  { size: 14, weight: 400 },
] as const;
const LINE_HEIGHT = 1.4;
const PADDING_X = 12;
const INK = '#1f2937';
const FALLBACK_COLOR = '#194daf';
const HEX = /^#[0-9a-fA-F]{6}$/;
/** Path data of the layout's edges: commands, numbers, separators; nothing else. */
const PATH_DATA = /^[MCLQSTHVZmclqsthvz0-9.,\s-]*$/;

// XML 1.0 allows tab, LF, CR and U+0020 onwards except surrogates (paired ones are fine:
// they are astral characters such as emoji) and U+FFFE/U+FFFF. Matching control characters
// is the point here.
const XML_FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text content for XML: markup characters escaped, forbidden characters dropped. */
export function xmlText(value: string): string {
  return value
    .replace(XML_FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** An attribute value (always written inside double quotes). */
export function xmlAttr(value: string): string {
  return xmlText(value).replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Only a plain hex colour reaches a `fill`; anything else (a `url(...)`, a quote) is ignored. */
export function safeColor(value: string | null | undefined, fallback: string): string {
  return value && HEX.test(value) ? value.toLowerCase() : fallback;
}

/** Dark text on light fills, white on dark ones (WCAG relative luminance). */
export function textColorOn(fill: string): string {
  const channel = (i: number) => {
    const c = parseInt(fill.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? '#1f2937' : '#ffffff';
}

let measureContext: CanvasRenderingContext2D | null | undefined;

function defaultMeasure(text: string, font: string): number {
  if (measureContext === undefined) {
    try {
      measureContext = document.createElement('canvas').getContext('2d');
    } catch {
      measureContext = null; // jsdom without the canvas package
    }
  }
  if (measureContext) {
    measureContext.font = font;
    return measureContext.measureText(text).width;
  }
  return [...text].length * parseFloat(font.split('px')[0]!.split(' ').pop()!) * 0.56;
}

/** Breaks `text` into lines that fit `width`: at line breaks, then between words. */
export function wrapText(
  text: string,
  width: number,
  font: string,
  measure: (text: string, font: string) => number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(candidate, font) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** `color` mixed with white: `amount` of the colour (the canvas's color-mix tint). */
function tint(color: string, amount: number): string {
  const mix = (i: number) =>
    Math.round(parseInt(color.slice(i, i + 2), 16) * amount + 255 * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${mix(1)}${mix(3)}${mix(5)}`;
}

function nodeMarkup(placed: ImageNode, dx: number, dy: number, options: MapSvgOptions): string {
  const { node, w, h } = placed;
  const depth = Math.min(Math.max(node.depth, 0), 2);
  const { size, weight } = FONTS[depth]!;
  const measure = options.measure ?? defaultMeasure;
  const font = `${weight} ${size}px ${FONT_FAMILY}`;
  const color = safeColor(placed.color, FALLBACK_COLOR);
  const fill = depth === 0 ? color : depth === 1 ? tint(color, 0.08) : '#ffffff';
  const strokeOpacity = depth === 2 ? ' stroke-opacity="0.45"' : '';
  const ink = depth === 0 ? textColorOn(color) : INK;
  const label = [node.icon, node.text || 'Nova ideia', node.taskCode ? `[${node.taskCode}]` : null]
    .filter(Boolean)
    .join(' ');
  const lines = wrapText(label, Math.max(w - 2 * PADDING_X, 1), font, measure);
  const lineHeight = size * LINE_HEIGHT;
  const x = placed.x + dx;
  const y = placed.y + dy;
  const firstBaseline = y + h / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${x + PADDING_X}" y="${(firstBaseline + i * lineHeight).toFixed(1)}">${xmlText(line)}</tspan>`,
    )
    .join('');
  return (
    `<g data-node-id="${xmlAttr(placed.id)}">` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${depth === 0 ? 14 : 8}" fill="${fill}" stroke="${color}"${strokeOpacity} stroke-width="${depth === 1 ? 2 : 1.5}"/>` +
    `<text font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${ink}" xml:space="preserve">${tspans}</text>` +
    `</g>`
  );
}

/** The whole map as one SVG document, with its size (the margin included). */
export function buildMapSvg(geometry: ImageGeometry, options: MapSvgOptions): MapSvg {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const n of geometry.nodes) {
    minX = Math.min(minX, n.x);
    minY = Math.min(minY, n.y);
    maxX = Math.max(maxX, n.x + n.w);
    maxY = Math.max(maxY, n.y + n.h);
  }
  if (!geometry.nodes.length) minX = minY = maxX = maxY = 0;
  const dx = IMAGE_MARGIN - minX;
  const dy = IMAGE_MARGIN - minY;
  const width = Math.ceil(maxX - minX + 2 * IMAGE_MARGIN);
  const height = Math.ceil(maxY - minY + 2 * IMAGE_MARGIN);
  const edges = geometry.edges
    .filter((e) => PATH_DATA.test(e.d))
    .map(
      (e) =>
        `<path d="${e.d}" stroke="${safeColor(e.color, FALLBACK_COLOR)}" stroke-width="2" stroke-linecap="round"/>`,
    )
    .join('');
  const nodes = geometry.nodes.map((n) => nodeMarkup(n, dx, dy, options)).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${xmlText(options.title)}</title>` +
    `<rect width="100%" height="100%" fill="#fbfcfe"/>` +
    // The edges keep the layout's coordinates; one translate moves them with the nodes.
    `<g fill="none" transform="translate(${dx} ${dy})">${edges}</g>` +
    nodes +
    `</svg>`;
  return { svg, width, height };
}
