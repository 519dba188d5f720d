import { describe, expect, it } from 'vitest';
import {
  buildMapSvg,
  IMAGE_MARGIN,
  safeColor,
  wrapText,
  xmlAttr,
  xmlText,
  type ImageBox,
  type ImageTreeNode,
} from './export-image-svg';
import { imageFileName, MAX_CANVAS_AREA, MAX_CANVAS_SIDE, pngScale } from './export-image';

/** Every character 8 px wide: deterministic wrapping without a canvas. */
const measure = (text: string) => [...text].length * 8;

function node(id: string, text: string, children: ImageTreeNode[] = [], extra = {}): ImageTreeNode {
  return { id, text, color: null, icon: null, collapsed: false, children, ...extra };
}

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const box = (x: number, y: number, width = 120, height = 40): ImageBox => ({ x, y, width, height });

describe('buildMapSvg', () => {
  it('draws the whole map, far beyond any viewport, shifted into view with a margin', () => {
    const root = node('root', 'Centro', [node('a', 'Longe à direita'), node('b', 'Longe acima')]);
    const boxes = new Map([
      ['root', box(0, 0)],
      ['a', box(5000, 20)],
      ['b', box(-300, -2000)],
    ]);
    const { svg, width, height } = buildMapSvg(root, boxes, { title: 'Mapa', measure });
    expect(width).toBe(5000 + 120 + 300 + 2 * IMAGE_MARGIN);
    expect(height).toBe(2000 + 60 + 2 * IMAGE_MARGIN);
    const doc = parse(svg);
    expect(doc.documentElement.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
    const rects = [...doc.querySelectorAll('g[data-node-id] rect')];
    expect(rects.map((r) => r.getAttribute('x'))).toEqual(['324', '5324', '24']);
    expect(rects.map((r) => r.getAttribute('y'))).toEqual(['2024', '2044', '24']);
    expect(doc.querySelectorAll('path')).toHaveLength(2);
    const labels = [...doc.querySelectorAll('text')].map((t) =>
      [...t.children].map((line) => line.textContent).join(' '),
    );
    expect(labels).toEqual(['Centro', 'Longe à direita', 'Longe acima']);
  });

  it('keeps hostile node text, ids, titles and colours inert and the file well-formed', () => {
    const hostile = '<script>alert(1)</script> & "aspas" \'simples\' <img src=x onerror=alert(2)>';
    const root = node('root', hostile, [
      node('x"/><script>alert(3)</script>', 'filho', [], {
        color: '#fff" onload="alert(4)',
        icon: '<b>',
        taskCode: '<i>T-1</i>',
      }),
      node('c', 'controle\u0000\u0008\u000B\uFFFE e \uD800 sozinho 😀'),
    ]);
    const boxes = new Map([
      ['root', box(0, 0, 800, 80)],
      ['x"/><script>alert(3)</script>', box(900, 0, 800, 40)],
      ['c', box(900, 100, 800, 40)],
    ]);
    const { svg } = buildMapSvg(root, boxes, {
      title: '</title><script>alert(5)</script>',
      measure,
    });
    const doc = parse(svg);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('img')).toHaveLength(0);
    expect(doc.getElementsByTagName('b')).toHaveLength(0);
    expect(doc.getElementsByTagName('i')).toHaveLength(0);
    for (const el of doc.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) expect(attr).not.toMatch(/^on/i);
    }
    // The text survives as text, character for character.
    const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts[0]).toBe(hostile);
    expect(texts[1]).toBe('<b> filho [<i>T-1</i>]');
    expect(texts[2]).toBe('controle e  sozinho 😀');
    expect(doc.querySelector('title')?.textContent).toBe('</title><script>alert(5)</script>');
    expect(doc.querySelectorAll('g[data-node-id]')[1]?.getAttribute('data-node-id')).toBe(
      'x"/><script>alert(3)</script>',
    );
    // A colour that is not #rrggbb falls back to the default fill.
    expect(doc.querySelectorAll('rect[rx]')[1]?.getAttribute('fill')).toBe('#ffffff');
  });

  it('leaves out the children of a collapsed node and nodes without a box', () => {
    const root = node('root', 'R', [
      node('folded', 'Dobrado', [node('hidden', 'Escondido')], { collapsed: true }),
      node('unplaced', 'Sem caixa', [node('under', 'Abaixo')]),
    ]);
    const boxes = new Map([
      ['root', box(0, 0)],
      ['folded', box(200, 0)],
      ['hidden', box(400, 0)],
      ['under', box(400, 100)],
    ]);
    const doc = parse(buildMapSvg(root, boxes, { title: 'M', measure }).svg);
    const ids = [...doc.querySelectorAll('g[data-node-id]')].map((g) =>
      g.getAttribute('data-node-id'),
    );
    expect(ids).toEqual(['root', 'folded']);
  });

  it('wraps long text into lines inside the node and uses the node colour', () => {
    const root = node('root', 'um dois três quatro', [], { color: '#FDE68A' });
    const doc = parse(
      buildMapSvg(root, new Map([['root', box(0, 0, 24 + 8 * 9, 80)]]), { title: 'M', measure })
        .svg,
    );
    expect([...doc.querySelectorAll('tspan')].map((t) => t.textContent)).toEqual([
      'um dois',
      'três',
      'quatro',
    ]);
    expect(doc.querySelector('rect[rx]')?.getAttribute('fill')).toBe('#fde68a');
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
