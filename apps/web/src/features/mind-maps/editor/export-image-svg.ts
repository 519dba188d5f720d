/**
 * A standalone SVG of the whole map (every visible node, not just the viewport), built from
 * the tree and the layout's boxes — never by copying the canvas DOM, which only holds what is
 * on screen and may carry editor-only markup.
 *
 * Input:
 * - `root`: the tree as `readTree` gives it (`TreeNode` fits `ImageTreeNode`); children of a
 *   collapsed node are not drawn (the image shows the map as it is folded).
 * - `boxes`: node id → `{ x, y, width, height }` in map coordinates (top-left corner), as the
 *   editor's layout placed them. A node without a box is skipped with its subtree.
 *
 * Node text is untrusted: every string goes through `xmlText`/`xmlAttr` (escaped, characters
 * XML 1.0 forbids removed, so the file always parses), colours must be `#rrggbb`.
 */

export interface ImageTreeNode {
  id: string;
  text: string;
  color: string | null;
  icon: string | null;
  collapsed: boolean;
  taskCode?: string | null;
  children: readonly ImageTreeNode[];
}

export interface ImageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MapSvgOptions {
  /** The map's title: the SVG's <title> (accessible name of the image). */
  title: string;
  /** Text width in px for a font; defaults to a canvas measure (or an estimate without one). */
  measure?: (text: string, font: string) => number;
  /** How an icon value is drawn as text (an emoji); null draws nothing. */
  iconText?: (icon: string) => string | null;
}

export interface MapSvg {
  svg: string;
  width: number;
  height: number;
}

export const IMAGE_MARGIN = 24;
const FONT_FAMILY = 'Roboto, Arial, Helvetica, sans-serif';
const FONT_SIZE = 14;
const ROOT_FONT_SIZE = 18;
const LINE_HEIGHT = 1.3;
const PADDING_X = 12;
const DEFAULT_FILL = '#ffffff';
const ROOT_FILL = '#1e3a8a';
const EDGE_COLOR = '#94a3b8';
const HEX = /^#[0-9a-fA-F]{6}$/;

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

interface Placed {
  node: ImageTreeNode;
  box: ImageBox;
  parent: Placed | null;
  depth: number;
}

function placedNodes(root: ImageTreeNode, boxes: ReadonlyMap<string, ImageBox>): Placed[] {
  const out: Placed[] = [];
  const walk = (node: ImageTreeNode, parent: Placed | null, depth: number) => {
    const box = boxes.get(node.id);
    if (!box) return;
    const placed = { node, box, parent, depth };
    out.push(placed);
    if (!node.collapsed) for (const child of node.children) walk(child, placed, depth + 1);
  };
  walk(root, null, 0);
  return out;
}

function edgePath(from: ImageBox, to: ImageBox, dx: number, dy: number): string {
  const toRight = to.x + to.width / 2 >= from.x + from.width / 2;
  const x1 = (toRight ? from.x + from.width : from.x) + dx;
  const y1 = from.y + from.height / 2 + dy;
  const x2 = (toRight ? to.x : to.x + to.width) + dx;
  const y2 = to.y + to.height / 2 + dy;
  const mid = (x1 + x2) / 2;
  const r = (n: number) => Math.round(n * 10) / 10;
  return `M${r(x1)} ${r(y1)} C${r(mid)} ${r(y1)} ${r(mid)} ${r(y2)} ${r(x2)} ${r(y2)}`;
}

function nodeMarkup(placed: Placed, dx: number, dy: number, options: MapSvgOptions): string {
  const { node, box, depth } = placed;
  const measure = options.measure ?? defaultMeasure;
  const fontSize = depth === 0 ? ROOT_FONT_SIZE : FONT_SIZE;
  const weight = depth === 0 ? 'bold' : 'normal';
  const font = `${weight} ${fontSize}px ${FONT_FAMILY}`;
  const fill = safeColor(node.color, depth === 0 ? ROOT_FILL : DEFAULT_FILL);
  const ink = textColorOn(fill);
  const icon = node.icon ? (options.iconText ?? ((v: string) => v))(node.icon) : null;
  const label = [icon, node.text, node.taskCode ? `[${node.taskCode}]` : null]
    .filter(Boolean)
    .join(' ');
  const lines = wrapText(label, Math.max(box.width - 2 * PADDING_X, 1), font, measure);
  const lineHeight = fontSize * LINE_HEIGHT;
  const x = box.x + dx;
  const y = box.y + dy;
  const firstBaseline =
    y + box.height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${x + box.width / 2}" y="${(firstBaseline + i * lineHeight).toFixed(1)}">${xmlText(line)}</tspan>`,
    )
    .join('');
  const stroke = fill === DEFAULT_FILL ? '#cbd5e1' : fill;
  return (
    `<g data-node-id="${xmlAttr(node.id)}">` +
    `<rect x="${x}" y="${y}" width="${box.width}" height="${box.height}" rx="8" ry="8" fill="${fill}" stroke="${stroke}"/>` +
    `<text text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="${weight}" fill="${ink}">${tspans}</text>` +
    `</g>`
  );
}

/** The whole map as one SVG document, with its size (the margin included). */
export function buildMapSvg(
  root: ImageTreeNode,
  boxes: ReadonlyMap<string, ImageBox>,
  options: MapSvgOptions,
): MapSvg {
  const placed = placedNodes(root, boxes);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { box } of placed) {
    minX = Math.min(minX, box.x);
    minY = Math.min(minY, box.y);
    maxX = Math.max(maxX, box.x + box.width);
    maxY = Math.max(maxY, box.y + box.height);
  }
  if (!placed.length) minX = minY = maxX = maxY = 0;
  const dx = IMAGE_MARGIN - minX;
  const dy = IMAGE_MARGIN - minY;
  const width = Math.ceil(maxX - minX + 2 * IMAGE_MARGIN);
  const height = Math.ceil(maxY - minY + 2 * IMAGE_MARGIN);
  const edges = placed
    .filter((p) => p.parent)
    .map((p) => `<path d="${edgePath(p.parent!.box, p.box, dx, dy)}"/>`)
    .join('');
  const nodes = placed.map((p) => nodeMarkup(p, dx, dy, options)).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${xmlText(options.title)}</title>` +
    `<rect width="100%" height="100%" fill="#ffffff"/>` +
    `<g fill="none" stroke="${EDGE_COLOR}" stroke-width="2">${edges}</g>` +
    nodes +
    `</svg>`;
  return { svg, width, height };
}
