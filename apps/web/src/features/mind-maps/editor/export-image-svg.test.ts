import { describe, expect, it } from 'vitest';
import {
  buildMapSvg,
  IMAGE_MARGIN,
  safeColor,
  wrapText,
  xmlAttr,
  xmlText,
  type ImageNode,
} from './export-image-svg';
import { imageFileName, MAX_CANVAS_AREA, MAX_CANVAS_SIDE, pngScale } from './export-image';

/** Every character 8 px wide: deterministic wrapping without a canvas. */
const measure = (text: string) => [...text].length * 8;

interface Extra {
  depth?: number;
  icon?: string | null;
  taskCode?: string | null;
  color?: string;
  w?: number;
  h?: number;
}

function placed(id: string, text: string, x: number, y: number, extra: Extra = {}): ImageNode {
  const { depth = 1, icon = null, taskCode = null, color = '#0F766E', w = 120, h = 40 } = extra;
  return { id, node: { text, icon, taskCode, depth }, x, y, w, h, color };
}

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const labels = (doc: Document) =>
  [...doc.querySelectorAll('text')].map((t) =>
    [...t.children].map((line) => line.textContent).join(' '),
  );

describe('buildMapSvg', () => {
  it('draws the whole map, far beyond any viewport, shifted into view with a margin', () => {
    const geometry = {
      nodes: [
        placed('root', 'Centro', 0, 0, { depth: 0 }),
        placed('a', 'Longe à direita', 5000, 20),
        placed('b', 'Longe acima', -300, -2000),
      ],
      edges: [
        { id: 'a', d: 'M120 20C2560 20 2560 40 5000 40', color: '#0F766E' },
        { id: 'b', d: 'M0 20C-90 20 -90 -1980 -180 -1980', color: '#0F766E' },
      ],
    };
    const { svg, width, height } = buildMapSvg(geometry, { title: 'Mapa', measure });
    expect(width).toBe(5000 + 120 + 300 + 2 * IMAGE_MARGIN);
    expect(height).toBe(2000 + 60 + 2 * IMAGE_MARGIN);
    const doc = parse(svg);
    expect(doc.documentElement.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
    const rects = [...doc.querySelectorAll('g[data-node-id] rect')];
    expect(rects.map((r) => r.getAttribute('x'))).toEqual(['324', '5324', '24']);
    expect(rects.map((r) => r.getAttribute('y'))).toEqual(['2024', '2044', '24']);
    // The edges keep the layout's coordinates and move with the nodes.
    expect(doc.querySelector('g[transform]')?.getAttribute('transform')).toBe(
      'translate(324 2024)',
    );
    expect(doc.querySelectorAll('path')).toHaveLength(2);
    expect(labels(doc)).toEqual(['Centro', 'Longe à direita', 'Longe acima']);
  });

  it('keeps hostile node text, ids, titles, colours and paths inert and the file well-formed', () => {
    const hostile = '<script>alert(1)</script> & "aspas" \'simples\' <img src=x onerror=alert(2)>';
    const geometry = {
      nodes: [
        placed('root', hostile, 0, 0, { depth: 0, w: 800, h: 80 }),
        placed('x"/><script>alert(3)</script>', 'filho', 900, 0, {
          w: 800,
          color: '#fff" onload="alert(4)',
          icon: '<b>',
          taskCode: '<i>T-1</i>',
        }),
        placed('c', 'controle\u0000\u0008\u000B\uFFFE e \uD800 sozinho 😀', 900, 100, { w: 800 }),
      ],
      edges: [{ id: 'c', d: 'M0 0"/><script>alert(6)</script><path d="', color: 'red' }],
    };
    const { svg } = buildMapSvg(geometry, {
      title: '</title><script>alert(5)</script>',
      measure,
    });
    const doc = parse(svg);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('img')).toHaveLength(0);
    expect(doc.getElementsByTagName('b')).toHaveLength(0);
    expect(doc.getElementsByTagName('i')).toHaveLength(0);
    expect(doc.getElementsByTagName('path')).toHaveLength(0);
    for (const el of doc.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(attr).not.toMatch(/^on/i);
    }
    // The text survives as text, character for character.
    expect(labels(doc)).toEqual([hostile, '<b> filho [<i>T-1</i>]', 'controle e  sozinho 😀']);
    expect(doc.querySelector('title')?.textContent).toBe('</title><script>alert(5)</script>');
    expect(doc.querySelectorAll('g[data-node-id]')[1]?.getAttribute('data-node-id')).toBe(
      'x"/><script>alert(3)</script>',
    );
    // A colour that is not #rrggbb falls back to the default.
    expect(doc.querySelectorAll('rect[rx]')[1]?.getAttribute('stroke')).toBe('#194daf');
  });

  it('styles nodes like the canvas: root filled, main branches tinted, the rest white', () => {
    const geometry = {
      nodes: [
        placed('root', 'R', 0, 0, { depth: 0, color: '#194DAF' }),
        placed('m', 'Ramo', 200, 0, { depth: 1, color: '#B91C1C' }),
        placed('l', 'Folha', 400, 0, { depth: 5, color: '#B91C1C' }),
      ],
      edges: [],
    };
    const doc = parse(buildMapSvg(geometry, { title: 'M', measure }).svg);
    const rects = [...doc.querySelectorAll('rect[rx]')];
    expect(rects.map((r) => r.getAttribute('fill'))).toEqual(['#194daf', '#f9eded', '#ffffff']);
    expect([...doc.querySelectorAll('text')].map((t) => t.getAttribute('fill'))).toEqual([
      '#ffffff',
      '#1f2937',
      '#1f2937',
    ]);
    expect([...doc.querySelectorAll('text')].map((t) => t.getAttribute('font-size'))).toEqual([
      '18',
      '15',
      '14',
    ]);
  });

  it('wraps long text into lines inside the node, with its icon and an empty node named', () => {
    const geometry = {
      nodes: [
        placed('a', 'um dois três quatro', 0, 0, { w: 24 + 8 * 9, h: 80, depth: 2 }),
        placed('b', '', 0, 100, { icon: '💡' }),
      ],
      edges: [],
    };
    const doc = parse(buildMapSvg(geometry, { title: 'M', measure }).svg);
    const first = doc.querySelector('text')!;
    expect([...first.children].map((t) => t.textContent)).toEqual(['um dois', 'três', 'quatro']);
    expect(labels(doc)[1]).toBe('💡 Nova ideia');
  });
});

describe('helpers', () => {
  it('escapes markup characters in text and attributes', () => {
    expect(xmlText('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(xmlAttr(`"x" 'y'`)).toBe('&quot;x&quot; &apos;y&apos;');
  });

  it('accepts only #rrggbb colours', () => {
    expect(safeColor('#A1B2C3', '#000000')).toBe('#a1b2c3');
    for (const bad of ['red', 'url(#x)', '#fff', '#ffffff" x="1', null]) {
      expect(safeColor(bad, '#000000')).toBe('#000000');
    }
  });

  it('keeps line breaks and never splits a word', () => {
    expect(wrapText('linha um\nsupercalifragilístico', 40, '14px x', measure)).toEqual([
      'linha',
      'um',
      'supercalifragilístico',
    ]);
  });

  it('names the file after the title, without characters file systems refuse', () => {
    expect(imageFileName('Plano: Q3/2026 "final"', 'png')).toBe('Plano Q3 2026 final.png');
    expect(imageFileName('  ../..  ', 'svg')).toBe('mapa-mental.svg');
    expect(imageFileName('Ideias', 'svg')).toBe('Ideias.svg');
  });

  it('lowers the PNG scale so the canvas stays within what browsers draw', () => {
    expect(pngScale(800, 600)).toBe(2);
    const big = pngScale(6000, 4000);
    expect(6000 * big * 4000 * big).toBeLessThanOrEqual(MAX_CANVAS_AREA + 1);
    expect(30000 * pngScale(30000, 200)).toBeLessThanOrEqual(MAX_CANVAS_SIDE);
  });
});
