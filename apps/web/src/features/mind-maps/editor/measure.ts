import type { TreeNode } from '@orbita/contracts/mind-map-doc';

/** A node's box in map pixels. */
export interface Size {
  w: number;
  h: number;
}

/** Text styles by depth: the root biggest, main branches next, the rest body text. */
export const nodeFont = (depth: number) =>
  depth === 0
    ? { size: 18, weight: 700, maxWidth: 280 }
    : depth === 1
      ? { size: 15, weight: 600, maxWidth: 240 }
      : { size: 14, weight: 400, maxWidth: 240 };

export const PAD_X = 12;
export const PAD_Y = 7;
/** The node's border (both sides) and a pixel of slack for sub-pixel text. */
const FRAME = 5;
export const LINE = 1.4;
/** The font stack of the theme (Roboto), as canvas wants it. */
const FAMILY = 'Roboto, Helvetica, Arial, sans-serif';

let context: CanvasRenderingContext2D | null | undefined;
function ctx(): CanvasRenderingContext2D | null {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null; // jsdom without a canvas
    }
  }
  return context;
}

/** Width of one text run; a fixed per-character guess where no canvas exists (tests). */
function textWidth(text: string, size: number, weight: number): number {
  const c = ctx();
  if (!c) return text.length * size * 0.55;
  c.font = `${weight} ${size}px ${FAMILY}`;
  return c.measureText(text).width;
}

/** Words wrapped at `max` pixels (a word longer than a line stays whole and is clipped). */
function wrap(text: string, size: number, weight: number, max: number): number[] {
  const widths: number[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let width = 0;
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      const w = textWidth(next, size, weight);
      if (w > max && line) {
        widths.push(width);
        line = word;
        width = textWidth(word, size, weight);
      } else {
        line = next;
        width = w;
      }
    }
    widths.push(Math.min(width, max));
  }
  return widths;
}

/*
 * Measured once per distinct text and style, then cached: a layout after one edit re-measures
 * only the node that changed, so a 2,000-node map re-lays out without touching the DOM.
 */
const cache = new Map<string, Size>();

/** Extra width of the slots beside the text: an icon before it, a task code after it. */
const ICON_W = 24;
// The task slot holds the live badge (work/node-link-badge.tsx: 12px semibold, 6px padding each
// side, "✓ " when done), so it is measured as that, done mark included, or the text would wrap.
const TASK_W = 4 + 12 + 16;

export function measureNode(node: TreeNode): Size {
  const font = nodeFont(Math.min(node.depth, 2));
  const key = `${font.size}|${font.weight}|${node.icon ? 1 : 0}|${node.taskCode ?? ''}|${node.link ? 1 : 0}|${node.note ? 1 : 0}|${node.text}`;
  const hit = cache.get(key);
  if (hit) return hit;
  // An empty idea shows the placeholder "Nova ideia": its box must hold that.
  const lines = wrap(node.text || 'Nova ideia', font.size, font.weight, font.maxWidth);
  const textW = Math.max(...lines, font.size * 2);
  const extras =
    (node.icon ? ICON_W : 0) +
    (node.taskCode ? TASK_W + textWidth(node.taskCode, 12, 600) : 0) +
    (node.link ? 20 : 0) +
    (node.note ? 20 : 0);
  const size = {
    w: Math.ceil(textW + extras + PAD_X * 2 + FRAME),
    h: Math.ceil(lines.length * font.size * LINE + PAD_Y * 2 + FRAME),
  };
  if (cache.size > 20_000) cache.clear();
  cache.set(key, size);
  return size;
}

/**
 * Forgets every measure: text measured before the web font arrived was measured in the
 * fallback font (narrower or wider), so the editor re-measures once fonts are ready.
 */
export function clearMeasures(): void {
  cache.clear();
}
